import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import aws4 from 'aws4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentStoreFromUrl } from './documentStore.js';

// No real bucket is reachable here. A tiny local server plays S3: it checks each request's
// SigV4 headers by signing the request it received again with the shared secret (what a real
// S3 does), checks the payload hash against the bytes that arrived, and keeps the objects.

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const objects = new Map<string, { bytes: Buffer; mime: string }>();
const seen: { method: string; path: string; authorization: string }[] = [];

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const server = createServer(async (req, res) => {
  const body = await readBody(req);
  const authorization = String(req.headers.authorization ?? '');
  const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
  const headers = Object.fromEntries(signedNames.map((n) => [n, String(req.headers[n] ?? '')]));
  const again = aws4.sign(
    {
      service: 's3',
      region: 'ap-south-1',
      method: req.method,
      host: req.headers.host,
      path: req.url,
      headers,
      ...(body.length > 0 ? { body } : {}),
    },
    credentials,
  );
  const hashOk =
    req.headers['x-amz-content-sha256'] === createHash('sha256').update(body).digest('hex');
  const signatureOk =
    authorization.startsWith('AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/') &&
    again.headers?.Authorization === authorization &&
    typeof req.headers['x-amz-date'] === 'string';
  seen.push({ method: req.method ?? '', path: req.url ?? '', authorization });
  if (!hashOk || !signatureOk) {
    res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
    return;
  }
  const key = req.url ?? '';
  if (req.method === 'PUT') {
    objects.set(key, { bytes: body, mime: String(req.headers['content-type']) });
    res.writeHead(200).end();
  } else if (req.method === 'GET') {
    const object = objects.get(key);
    if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    else res.writeHead(200, { 'content-type': object.mime }).end(object.bytes);
  } else if (req.method === 'DELETE') {
    objects.delete(key);
    res.writeHead(204).end();
  } else res.writeHead(405).end();
});

let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const env = {
  AWS_ACCESS_KEY_ID: credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
};

describe('s3Store (against a local SigV4-checking stand-in)', () => {
  const store = () =>
    documentStoreFromUrl(`s3://tara-docs?region=ap-south-1&endpoint=${endpoint}`, '/unused', env);
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);

  it('puts signed bytes path-style into the bucket and gets them back', async () => {
    await store().put('ab/key1', bytes, 'image/png');
    expect(objects.get('/tara-docs/ab/key1')?.bytes).toEqual(Buffer.from(bytes));
    expect(objects.get('/tara-docs/ab/key1')?.mime).toBe('image/png');
    expect(await store().get('ab/key1')).toEqual(bytes);
    const put = seen.find((s) => s.method === 'PUT');
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=.*x-amz-content-sha256.*, Signature=[0-9a-f]{64}$/,
    );
  });

  it('answers null for a missing object and deletes', async () => {
    expect(await store().get('ab/none')).toBeNull();
    await store().put('ab/key2', bytes, 'image/png');
    await store().delete('ab/key2');
    expect(objects.has('/tara-docs/ab/key2')).toBe(false);
  });

  it('fails loudly when the signature is refused (a wrong secret)', async () => {
    const wrong = documentStoreFromUrl(
      `s3://tara-docs?region=ap-south-1&endpoint=${endpoint}`,
      '/unused',
      { ...env, AWS_SECRET_ACCESS_KEY: 'not-the-secret' },
    );
    await expect(wrong.put('ab/key3', bytes, 'image/png')).rejects.toThrow(/403/);
    expect(objects.has('/tara-docs/ab/key3')).toBe(false);
  });

  it('refuses unsafe keys before sending anything', async () => {
    const before = seen.length;
    await expect(store().get('../other-bucket/x')).rejects.toThrow(/unsafe/);
    expect(seen.length).toBe(before);
  });
});
