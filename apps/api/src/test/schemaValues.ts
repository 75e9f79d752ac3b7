import fc from 'fast-check';
import { type Doc, isObject, type JsonSchema } from './openapiOperations.js';

// Values for a JSON Schema of the OpenAPI document (issue 20 item 9): those that fit it, as a
// well-behaved client sends them, and those that do not — wrong types, out of bounds, huge,
// empty, odd unicode.

/** Values that are wrong for almost any schema. */
const WRONG: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e999',
  'NaN',
  'null',
  'true',
  [],
  [null],
  {},
  { a: 1 },
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '😀😀',
  'क्षत्रिय',
  '\u202eevil',
  '%',
  '\\',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '00000000-0000-0000-0000-000000000000',
  '2025-02-30',
  'x'.repeat(100_000),
  '9'.repeat(400),
  Array.from({ length: 5_000 }, (_, i) => i),
];

/** Deeply nested JSON: parsers and validators that recurse. */
const DEEP = JSON.parse(`${'['.repeat(2_000)}${']'.repeat(2_000)}`) as unknown;

const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ maxLength: 300 }),
);

export class SchemaValues {
  constructor(
    private readonly doc: Doc,
    /** Known good values by property or parameter name (ids that exist). */
    private readonly hints: Record<string, unknown[]> = {},
  ) {}

  deref(schema: JsonSchema): JsonSchema {
    let s = schema;
    for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) {
      const name = s.$ref.replace('#/components/schemas/', '');
      const found = (this.doc.components?.schemas as Record<string, unknown> | undefined)?.[name];
      s = isObject(found) ? found : {};
    }
    return s;
  }

  /** Values that fit the schema, as a well-behaved client would send them. */
  valid(schema: JsonSchema, depth = 0, name?: string): fc.Arbitrary<unknown> {
    const own = this.ownValid(this.deref(schema), depth);
    const hint = name ? this.hints[name] : undefined;
    return hint?.length ? fc.oneof(fc.constantFrom(...hint), own) : own;
  }

  private ownValid(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...s.enum);
    if (Array.isArray(s.anyOf) && s.anyOf.length > 0) {
      return fc.oneof(...s.anyOf.map((a) => this.valid(a as JsonSchema, depth + 1)));
    }
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    const min = typeof s.minimum === 'number' ? s.minimum : -1e6;
    const max = typeof s.maximum === 'number' ? s.maximum : 1e6;
    switch (type) {
      case 'string':
        return this.validString(s);
      case 'integer':
        return fc.integer({
          min: Math.ceil(Math.max(min, -1e9)),
          max: Math.floor(Math.min(max, 1e9)),
        });
      case 'number':
        return fc.oneof(
          fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) }),
          fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true }),
        );
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        if (depth > 3) return fc.constant([]);
        return fc.array(this.valid(isObject(s.items) ? s.items : {}, depth + 1), {
          maxLength: Math.min(typeof s.maxItems === 'number' ? s.maxItems : 3, 3),
        });
      case 'object':
        return depth > 3 ? fc.constant({}) : this.validObject(s, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  private validString(s: JsonSchema): fc.Arbitrary<unknown> {
    const maxLength = typeof s.maxLength === 'number' ? s.maxLength : Number.POSITIVE_INFINITY;
    const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
    if (s.format === 'uuid') return fc.uuid();
    if (s.format === 'email') return fc.emailAddress();
    if (s.format === 'date-time') {
      return fc.integer({ min: 0, max: 4e12 }).map((t) => new Date(t).toISOString());
    }
    if (typeof s.pattern === 'string') {
      try {
        // Cut, not filtered: a filter that rarely passes would never end.
        return fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, maxLength));
      } catch {
        // A pattern fast-check cannot invert: plain text below.
      }
    }
    return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) });
  }

  private validObject(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const props = isObject(s.properties) ? s.properties : {};
    const required = Array.isArray(s.required) ? (s.required as string[]) : [];
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, sub] of Object.entries(props)) {
      model[key] = this.valid(isObject(sub) ? sub : {}, depth + 1, key);
    }
    if (Object.keys(model).length === 0) {
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
        maxKeys: 3,
      });
    }
    return fc.record(model, { requiredKeys: required.filter((k) => k in model) });
  }

  /** Values that do not fit: wrong types, just out of bounds, huge, empty, odd unicode. */
  bad(schema: JsonSchema): fc.Arbitrary<unknown> {
    const s = this.deref(schema);
    const near: unknown[] = [];
    for (const bound of [s.minimum, s.maximum, s.exclusiveMinimum]) {
      if (typeof bound === 'number') near.push(bound - 1, bound + 1, bound - 0.5, bound + 0.5);
    }
    if (typeof s.maxLength === 'number') near.push('x'.repeat(s.maxLength + 1));
    if (typeof s.minLength === 'number' && s.minLength > 0) near.push('x'.repeat(s.minLength - 1));
    if (typeof s.maxItems === 'number') near.push(Array.from({ length: s.maxItems + 1 }, () => 1));
    if (Array.isArray(s.enum)) {
      for (const e of s.enum) near.push(typeof e === 'number' ? String(e) : Number(e), `${e}x`);
    }
    if (s.type === 'integer' || s.type === 'number') near.push('12', '1,000', '0x10', '+5', ' 7 ');
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...WRONG) },
      { weight: near.length > 0 ? 4 : 0, arbitrary: fc.constantFrom(...near, null) },
      { weight: 2, arbitrary: oddString },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
      { weight: 1, arbitrary: fc.constant(DEEP) },
    );
  }
}
