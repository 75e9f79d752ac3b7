import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uncheckedResponses } from '../test/uncheckedResponses.js';

// Every response schema of the API comes from core's contract or is checked against it (issue
// 21 item 7): the web reads the same types, so a field the API renames, drops or retypes fails
// to compile on both sides instead of breaking a screen.

const MODULES = fileURLToPath(new URL('.', import.meta.url));

const sourceFiles = (readdirSync(MODULES, { recursive: true }) as string[])
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort();

/** The module files that hold the payload schemas: `schemas.ts` and `*Schemas.ts`. */
const SCHEMA_FILES = sourceFiles.filter((file) => /(^|\/)(schemas|\w+Schemas)\.ts$/.test(file));
const OTHER_FILES = sourceFiles.filter((file) => !SCHEMA_FILES.includes(file));

const sources = new Map(
  sourceFiles.map((file) => [file, readFileSync(join(MODULES, file), 'utf8')]),
);

describe('the API schema files and core contract', () => {
  it('lists the schema files of every module', () => {
    expect(SCHEMA_FILES).toContain('insurance/leadSchemas.ts');
    expect(SCHEMA_FILES).toContain('payments/schemas.ts');
    expect(SCHEMA_FILES.length).toBeGreaterThanOrEqual(27);
  });

  it.each(SCHEMA_FILES)('%s: each response schema comes from or fits the contract', (file) => {
    expect(uncheckedResponses(file, sources)).toEqual([]);
  });

  it('a response schema declared beside its route is checked all the same', () => {
    const unchecked = OTHER_FILES.flatMap((file) =>
      uncheckedResponses(file, sources).map((name) => `${file}: ${name}`),
    );
    expect(unchecked).toEqual([]);
  });
});

describe('uncheckedResponses', () => {
  const route = "app.get('/x', { schema: { response: { 200: ThingSchema } } });";
  const check = (schemaFile: string) =>
    uncheckedResponses(
      'a/schemas.ts',
      new Map([
        ['a/schemas.ts', schemaFile],
        ['a/routes.ts', route],
      ]),
    );

  it('reports a response schema with no check, by its name or by its use as a 200', () => {
    const text = `import { z } from 'zod';
export const ThingSchema = z.object({ id: z.string() });
export const OtherResponseSchema = z.object({ ok: z.boolean() });
export const ThingBodySchema = z.object({ id: z.string() });`;
    expect(check(text)).toEqual(['ThingSchema', 'OtherResponseSchema']);
  });

  it('passes a schema checked with Fits against a type imported from core', () => {
    const text = `import type { Fits, Thing } from '@tara/core/contract';
import { z } from 'zod';
export const ThingSchema = z.object({ id: z.string() });
export const contractChecks: [Fits<z.output<typeof ThingSchema>, Thing>] = [true];`;
    expect(check(text)).toEqual([]);
  });

  it('does not count a check against a type of the API itself', () => {
    const text = `import type { Fits } from '@tara/core/contract';
import { z } from 'zod';
type Thing = { id: string };
export const ThingSchema = z.object({ id: z.string() });
export const contractChecks: [Fits<z.output<typeof ThingSchema>, Thing>] = [true];`;
    expect(check(text)).toEqual(['ThingSchema']);
  });

  it('reports an inline 200 schema, but not a PDF answer', () => {
    expect(check('const r = { 200: z.object({ id: z.string() }) };')).toHaveLength(1);
    expect(check("const r = { 200: z.unknown().describe('application/pdf') };")).toEqual([]);
  });
});
