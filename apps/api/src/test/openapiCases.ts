import fc from 'fast-check';
import { type ApiCase, type ApiOperation, isObject, type JsonSchema } from './openapiOperations.js';
import type { SchemaValues } from './schemaValues.js';

// The cases of one operation of the OpenAPI document (issue 20 item 9): mostly one slot (a
// parameter or a body property) spoiled at a time, some valid, some with a required slot
// missing, some with the whole body wrong or not JSON.

/** The cases of one operation: mostly one slot spoiled, some valid, some missing. */
export function apiCases(values: SchemaValues, op: ApiOperation): fc.Arbitrary<ApiCase> {
  const slots = [
    ...op.params.map((p) => ({
      where: p.in,
      key: p.name,
      schema: p.schema,
      required: p.required,
    })),
    ...bodySlots(values, op.body),
  ];
  const params = (where: string) => {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const p of op.params.filter((x) => x.in === where)) {
      model[p.name] = values.valid(p.schema, 0, p.name);
    }
    const required = op.params.filter((x) => x.in === where && x.required).map((x) => x.name);
    return fc.record(model, { requiredKeys: required });
  };
  const valid = fc.record({
    path: params('path'),
    query: params('query'),
    body: op.body ? values.valid(op.body) : fc.constant(undefined),
  });
  const spoilOne = fc.nat({ max: Math.max(slots.length - 1, 0) }).chain((i) => {
    const slot = slots[i];
    if (!slot) return valid.map((v) => ({ ...v, spoiled: 'nothing (no inputs)' }));
    return fc.tuple(valid, values.bad(slot.schema)).map(([v, bad]) => {
      const copy = { path: { ...v.path }, query: { ...v.query }, body: v.body };
      if (slot.where === 'body') {
        copy.body = { ...(isObject(v.body) ? v.body : {}), [slot.key]: bad };
      } else if (slot.where === 'path' || slot.where === 'query') {
        copy[slot.where][slot.key] = bad;
      }
      return { ...copy, spoiled: `${slot.where}.${slot.key}` };
    });
  });
  const missing = slots.filter((s) => s.required);
  const dropOne = fc.constantFrom(...(missing.length ? missing : [null])).chain((slot) =>
    valid.map((v) => {
      if (!slot) return { ...v, spoiled: 'nothing (none required)' };
      const copy = { path: { ...v.path }, query: { ...v.query }, body: v.body };
      if (slot.where === 'body' && isObject(v.body)) {
        const { [slot.key]: _gone, ...rest } = v.body;
        copy.body = rest;
      } else if (slot.where === 'path' || slot.where === 'query') {
        delete copy[slot.where][slot.key];
      }
      return { ...copy, spoiled: `missing ${slot.where}.${slot.key}` };
    }),
  );
  const wholeBody = fc.tuple(valid, values.bad({})).map(([v, bad]) => ({
    ...v,
    body: bad,
    spoiled: 'the whole body',
  }));
  const rawBody = fc
    .tuple(
      valid,
      fc.constantFrom('{"a":', '{"a":1,}', 'not json', '\u0000', '{"__proto__":{"x":1}}'),
    )
    .map(([v, raw]) => ({ ...v, body: undefined, raw, spoiled: 'the raw body' }));
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((v) => ({ ...v, spoiled: 'nothing' })) },
    { weight: 6, arbitrary: spoilOne },
    { weight: 2, arbitrary: dropOne },
    { weight: op.body ? 1 : 0, arbitrary: wholeBody },
    { weight: op.body ? 1 : 0, arbitrary: rawBody },
  );
}

function bodySlots(values: SchemaValues, body: JsonSchema | null) {
  if (!body) return [];
  const s = values.deref(body);
  const props = isObject(s.properties) ? s.properties : {};
  const required = Array.isArray(s.required) ? (s.required as string[]) : [];
  return Object.entries(props).map(([key, schema]) => ({
    where: 'body' as const,
    key,
    schema: isObject(schema) ? schema : {},
    required: required.includes(key),
  }));
}
