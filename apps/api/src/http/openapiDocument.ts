// Completes the generated OpenAPI document with what the routes' schemas do not say each
// time: the 4xx answers of the guards, the JSON parser and the validator (the same for every
// operation they run on, so they are added here rather than repeated per route), a readable
// description for every error response, and a named parameter for wildcard paths.

type JsonObject = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  description?: string;
  required?: boolean;
  schema?: JsonObject;
}

interface Response {
  description: string;
  content?: Record<string, { schema?: JsonObject }>;
}

interface Operation {
  requestBody?: unknown;
  parameters?: Parameter[];
  responses?: Record<string, Response>;
}

interface Document {
  paths?: Record<string, Record<string, Operation> | undefined>;
}

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBody' };

/** What each 4xx means here (decision 004). */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': "Unreadable request ('Malformed JSON', a bad Idempotency-Key) or a refusal the call names",
  '401': 'Not logged in',
  '403': 'A foreign Origin, or not allowed for this user',
  '404': 'Not found (also a lead of another visitor)',
  '405': 'X-HTTP-Method-Override other than PATCH',
  '409': 'Well-formed but not allowed now; metadata.last_loc says where to go',
  '413': 'Body too large',
  '415': 'Content-Type must be application/json',
  '422': 'Invalid values: errors, and fields keyed by path',
  '429': 'Too many requests; retryAfter says when to try again',
  '503': 'A partner (SMS provider) is unavailable; try again later',
};

/** The guards of http/security.ts answer these for every state-changing call under /api. */
const GUARD_ERRORS = ['403', '415'];
/** The JSON parser: unreadable JSON (400) and a body over the limit (413). */
const BODY_ERRORS = ['400', '413'];
/** The zod validator: any body, query or path parameter that does not match (422). */
const VALIDATION_ERRORS = ['422'];

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = new Set(['get', 'head', 'options', 'trace', ...STATE_CHANGING]);

/** Fastify's `*` wildcards, as the document names them. */
const WILDCARDS: Record<string, { name: string; description: string }> = {
  '/api/journeys/{*}': {
    name: 'prefix',
    description:
      'The journey prefix, e.g. credit-cards/sbi. It holds slashes, sent as they are (not percent-encoded): the path is /api/journeys/credit-cards/sbi',
  },
};

/** The document with the common 4xx, error descriptions and wildcard names filled in. */
export function completeDocument<T extends object>(document: T): T {
  // The generated paths, read in the few fields used here (the library types every variant).
  const paths = ('paths' in document ? document.paths : undefined) as Document['paths'];
  const completed: Record<string, Record<string, Operation> | undefined> = {};
  for (const [path, item] of Object.entries(paths ?? {})) {
    const wildcard = WILDCARDS[path];
    const named = wildcard ? path.replace('{*}', `{${wildcard.name}}`) : path;
    completed[named] = item && completePathItem(named, item, wildcard);
  }
  return { ...document, paths: completed } as T;
}

function completePathItem(
  path: string,
  item: Record<string, Operation>,
  wildcard: { name: string; description: string } | undefined,
): Record<string, Operation> {
  const out: Record<string, Operation> = {};
  for (const [method, operation] of Object.entries(item)) {
    if (!METHODS.has(method)) {
      out[method] = operation;
      continue;
    }
    const parameters = operation.parameters?.map((p) =>
      wildcard && p.in === 'path' && p.name === '*'
        ? { ...p, name: wildcard.name, description: wildcard.description }
        : p,
    );
    const codes = [
      ...(STATE_CHANGING.has(method) && isApi(path) ? GUARD_ERRORS : []),
      ...(operation.requestBody ? BODY_ERRORS : []),
      ...(operation.requestBody || parameters?.length ? VALIDATION_ERRORS : []),
    ];
    out[method] = {
      ...operation,
      ...(parameters ? { parameters } : {}),
      responses: completeResponses(operation.responses ?? {}, codes),
    };
  }
  return out;
}

function completeResponses(
  responses: Record<string, Response>,
  common: string[],
): Record<string, Response> {
  const out: Record<string, Response> = { ...responses };
  // A route whose schema names only its errors (the SVG picture) still answers 200.
  if (!Object.keys(out).some((code) => code.startsWith('2'))) out['200'] = { description: 'OK' };
  for (const code of common) {
    out[code] ??= {
      description: '',
      content: { 'application/json': { schema: ERROR_BODY } },
    };
  }
  for (const [code, response] of Object.entries(out)) {
    const described = ERROR_DESCRIPTIONS[code];
    if (described && (response.description === '' || response.description === DEFAULT)) {
      out[code] = { ...response, description: described };
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** @fastify/swagger's description of a response that has none. */
const DEFAULT = 'Default Response';

const isApi = (path: string): boolean => path === '/api' || path.startsWith('/api/');
