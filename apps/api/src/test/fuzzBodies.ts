import fc from 'fast-check';
import { fixtureJourney } from './fixtureJourney.js';
import { salariedPath } from './leadSteps.js';

const stepIds = fixtureJourney.steps.map((s) => s.id);
const fieldNames = [
  'firstname',
  'pincode',
  'city',
  'empType',
  'company',
  'business',
  'monthlyIncome',
  'haveBankCard',
  'creditLimit',
  'existingRelationWithBank',
];

/** Characters that break naive servers: NUL, lone surrogates, RTL marks, emoji, Devanagari. */
const nasty = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '😀',
  'क्ष',
  '%',
  '_',
  '\\',
  '"',
);
const char = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), nasty);
export const weirdString = fc.oneof(
  fc.string({ unit: char, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 2000 }),
  fc.constantFrom('400001', '999999', '012345', 'salaried', 'selfEmpl', 'yes', 'no', '1e999'),
  fc.nat({ max: 4 }).map((n) => 'x'.repeat(10 ** n)),
);

/** Plausible answers: what a real client sends, so generated saves get past validation. */
const plausible = fc.constantFrom<unknown>(
  'Asha',
  '400001',
  '560001',
  'salaried',
  'selfEmpl',
  'yes',
  'no',
  '85,000',
  120000,
  { id: 9, name: 'Tata Consultancy Services' },
  'HDFC Bank',
  { id: 2, name: 'HDFC Bank' },
  '',
  null,
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  fc.jsonValue({ maxDepth: 4 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.dictionary(weirdString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Lead save bodies: sometimes well formed, often not, never the same twice. */
export function leadBodies(liveLeadIds: string[]): fc.Arbitrary<unknown> {
  const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>): fc.Arbitrary<T> =>
    fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: bad });
  const envelope = fc.record(
    {
      journey: mostly<unknown>(fc.constant('test/api'), fc.oneof(weirdString, anyValue)),
      step: mostly<unknown>(fc.constantFrom(...stepIds), fc.oneof(weirdString, anyValue)),
      leadId: mostly<unknown>(
        fc.constantFrom(...liveLeadIds),
        fc.oneof(fc.uuid(), weirdString, anyValue, fc.constant(undefined)),
      ),
      productId: mostly<unknown>(
        fc.constant(undefined),
        fc.oneof(fc.integer(), fc.double(), anyValue),
      ),
      providerId: mostly<unknown>(fc.constantFrom(undefined, null, 3), anyValue),
      instrumentId: mostly<unknown>(
        fc.constantFrom(undefined, 1),
        fc.oneof(fc.integer({ min: -5, max: 2 ** 40 }), anyValue),
      ),
    },
    { requiredKeys: ['journey', 'step'] },
  );
  const values = fc.dictionary(
    mostly(fc.constantFrom(...fieldNames), weirdString),
    mostly<unknown>(plausible, anyValue),
    { maxKeys: 6 },
  );
  // A real step with its real values, one of them sometimes replaced by junk.
  const realSave = fc
    .tuple(fc.constantFrom(...salariedPath), fc.constantFrom(...liveLeadIds), fc.option(anyValue))
    .map(([[step, values], leadId, junk]) => {
      const body: Record<string, unknown> = { journey: 'test/api', step, leadId, ...values };
      const [first] = Object.keys(values);
      if (junk !== null && first) body[first] = junk;
      return body;
    });
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(envelope, values).map(([e, v]) => ({ ...v, ...e })) },
    { weight: 3, arbitrary: realSave },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 6 }) },
    { weight: 1, arbitrary: anyValue },
  );
}

/** Raw payloads: JSON text of a body, or text that is not JSON at all. */
export function rawPayloads(liveLeadIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 16, arbitrary: leadBodies(liveLeadIds).map((b) => JSON.stringify(b) ?? 'null') },
    { weight: 1, arbitrary: fc.constant('{"__proto__":{"admin":true},"journey":"test/api"}') },
    { weight: 1, arbitrary: weirdString },
    {
      weight: 1,
      arbitrary: fc.nat({ max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    },
  );
}
