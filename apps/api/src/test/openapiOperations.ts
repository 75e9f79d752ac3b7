// The operations of the OpenAPI document and how a case of one is sent (issue 20 item 9).

export type JsonSchema = { readonly [key: string]: unknown };
export type Doc = {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: object };
};

interface Param {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  params: Param[];
  body: JsonSchema | null;
  /** The operation reads the session cookie: half its cases are sent logged in. */
  session: boolean;
  /** The 502/503 it documents: a partner (or gateway) that is down, not a bug. */
  outage: number[];
}

/** What a case sends: values by parameter, the body (undefined: none) or raw body text. */
export interface ApiCase {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  raw?: string;
  /** What was spoiled, for the failure message. */
  spoiled: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
export const isObject = (v: unknown): v is JsonSchema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every path × method of the document. */
export function apiOperations(doc: Doc): ApiOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => isObject(item[m])).map((method) => {
      const op = item[method] as JsonSchema;
      const params = (Array.isArray(op.parameters) ? op.parameters : []) as Param[];
      const body = isObject(op.requestBody) ? op.requestBody : null;
      const content = body && isObject(body.content) ? body.content : {};
      const json = isObject(content['application/json']) ? content['application/json'] : null;
      const security = JSON.stringify(op.security ?? []);
      return {
        id: String(op.operationId ?? `${method} ${path}`),
        method: method.toUpperCase(),
        path,
        params: params.map((p) => ({ ...p, required: p.required === true })),
        body: json && isObject(json.schema) ? json.schema : null,
        session: security.includes('sessionCookie'),
        outage: [502, 503].filter((code) => isObject(op.responses) && String(code) in op.responses),
      };
    }),
  );
}

/** Percent-encodes, sending a lone surrogate as the invalid UTF-8 bytes it would be. */
export function encodePart(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((c) => (/\p{Cs}/u.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

/** The URL of a case: path parameters filled in, the query appended. */
export function caseUrl(op: ApiOperation, c: ApiCase): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name in c.path ? encodePart(c.path[name]) : '',
  );
  const query = Object.entries(c.query)
    .filter(([, v]) => v !== undefined)
    .flatMap(([k, v]) =>
      Array.isArray(v) && v.length < 10
        ? v.map((x) => `${encodePart(k)}=${encodePart(x)}`)
        : [`${encodePart(k)}=${encodePart(v)}`],
    )
    .join('&');
  return query ? `${path}?${query}` : path;
}
