import aws4 from 'aws4';
import { checkKey, type DocumentStore } from './storeKey.js';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, …), addressed path-style; unset: AWS, virtual-host. */
  endpoint?: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined };
  /** Tests pass their own; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/**
 * Documents in an S3-compatible bucket: plain PUT, GET and DELETE of objects, each signed with
 * AWS Signature Version 4 by `aws4` (payload hash included), sent with fetch. The bucket
 * should be private, with server-side encryption on; keys carry no personal data.
 */
export function s3Store(options: S3Options): DocumentStore {
  const send = options.fetch ?? fetch;
  const endpoint = new URL(
    options.endpoint ?? `https://${options.bucket}.s3.${options.region}.amazonaws.com`,
  );
  const prefix = options.endpoint ? `/${encodeURIComponent(options.bucket)}` : '';
  const request = async (
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Uint8Array,
    mime?: string,
  ) => {
    checkKey(key);
    const path = `${endpoint.pathname.replace(/\/$/, '')}${prefix}/${key}`;
    const signed = aws4.sign(
      {
        service: 's3',
        region: options.region,
        method,
        host: endpoint.host,
        path,
        headers: mime ? { 'content-type': mime } : {},
        ...(body ? { body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) } : {}),
      },
      options.credentials,
    );
    const headers = Object.fromEntries(
      Object.entries(signed.headers ?? {})
        // fetch sets these itself, from the URL and the body.
        .filter(([name]) => !['host', 'content-length'].includes(name.toLowerCase()))
        .map(([name, value]) => [name, String(value)]),
    );
    return send(`${endpoint.protocol}//${endpoint.host}${path}`, {
      method,
      headers,
      ...(body ? { body } : {}),
    });
  };
  const fail = async (what: string, res: Response): Promise<never> => {
    // The body is the store's XML error; no document bytes or keys of a person are in it.
    const detail = (await res.text().catch(() => '')).slice(0, 200);
    throw new Error(`document store ${what} failed: ${res.status} ${detail}`);
  };
  return {
    async put(key, bytes, mime) {
      const res = await request('PUT', key, bytes, mime);
      if (!res.ok) await fail('put', res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await request('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) await fail('get', res);
      return new Uint8Array(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await request('DELETE', key);
      if (!res.ok && res.status !== 404) await fail('delete', res);
      await res.arrayBuffer();
    },
  };
}
