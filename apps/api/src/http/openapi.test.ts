import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types.js';
import { testApp } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';

type JsonObject = { [key: string]: unknown };

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Calls that take no input at all: nothing a client sends can make them answer a 4xx. */
const NO_CLIENT_ERROR = [
  'health',
  'siteCompany',
  'journeyList',
  'instrumentList',
  'membershipPlans',
  'shopInstruments',
  'instaOpdInstrument',
];

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `$ref` string anywhere in the document. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsOf(v, found);
  else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v);
      else refsOf(v, found);
    }
  }
  return found;
}

/** What a local JSON pointer (`#/a/b`) points at, or undefined. */
function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    at = isObject(at) ? at[key] : undefined;
  }
  return at;
}

function operationsOf(document: JsonObject): [string, Operation][] {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = isObject(item) ? item[method] : undefined;
      return op ? [[`${method.toUpperCase()} ${path}`, op as unknown as Operation]] : [];
    }),
  ) as [string, Operation][];
}

describe.each(testDbKinds())('the OpenAPI document on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let document: JsonObject;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database);
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = JSON.parse(res.body) as JsonObject;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is a valid OpenAPI 3.1 document to a real validator', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('has no dangling $ref, and the recursive JSON value is a named component', () => {
    const refs = [...new Set(refsOf(document))];
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => resolvePointer(document, ref) === undefined)).toEqual([]);
    expect(refs).toContain('#/components/schemas/JsonValue');
    expect(refs).toContain('#/components/schemas/ErrorBody');
  });

  it('gives every operation a unique operationId and a summary', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.filter(([, op]) => !op.operationId || !op.summary?.trim())).toEqual([]);
    const ids = operations.map(([, op]) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids).toContain('leadAddUnverified');
  });

  it('lists the 4xx of every operation that takes input, as error bodies', () => {
    const operations = operationsOf(document);
    const without = operations
      .filter(([, op]) => !Object.keys(op.responses).some((code) => /^4\d\d$/.test(code)))
      .map(([, op]) => op.operationId);
    expect(without.sort()).toEqual([...NO_CLIENT_ERROR].sort());
    for (const [name, op] of operations) {
      for (const [code, response] of Object.entries(op.responses)) {
        if (!/^4/.test(code)) continue;
        expect(JSON.stringify(response), `${name} ${code}`).toContain(
          '#/components/schemas/ErrorBody',
        );
      }
    }
  });

  it('gives every state-changing call the guards’ 403 and 415', () => {
    for (const [name, op] of operationsOf(document)) {
      if (name.startsWith('GET ')) continue;
      expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['403', '415']));
    }
  });

  it('declares the session and visitor cookies and which calls read them', () => {
    const components = document.components as JsonObject;
    expect(components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'tara_sid' },
      visitorCookie: { type: 'apiKey', in: 'cookie', name: 'tara_vid' },
    });
    const byId = new Map(operationsOf(document).map(([, op]) => [op.operationId, op]));
    expect(byId.get('leadAddUnverified')?.security).toEqual([
      {},
      { visitorCookie: [] },
      { sessionCookie: [] },
    ]);
    expect(byId.get('userLogout')?.security).toEqual([{}, { sessionCookie: [] }]);
    expect(byId.get('creditCardList')?.security).toBeUndefined();
  });

  it('names the journeys wildcard as a path parameter, and the URL still works', async () => {
    const paths = document.paths as JsonObject;
    expect(Object.keys(paths).filter((p) => p.includes('*'))).toEqual([]);
    const journey = (paths['/api/journeys/{prefix}'] as JsonObject).get as Operation;
    expect(journey.parameters).toContainEqual(
      expect.objectContaining({ name: 'prefix', in: 'path' }),
    );
    const list = await app.inject({ method: 'GET', url: '/api/journeys' });
    const [first] = JSON.parse(list.body) as { prefix: string }[];
    const res = await app.inject({ method: 'GET', url: `/api/journeys/${first?.prefix}` });
    expect(res.statusCode).toBe(200);
  });
});
