// The check that keeps the API's zod schemas and this contract one: in an API schema file,
// `Fits<z.output<typeof XResponseSchema>, XResponse>` fails to compile when the schema's output
// no longer has the contract type (a field renamed, dropped, retyped or made optional).

/** `true` when `A` (what the API's schema answers) is assignable to `B` (the contract type). */
export type Fits<A, B> = [A] extends [B] ? true : never;
