// The static check behind modules/schemaContract.test.ts: which response schemas of an API
// module file neither come from core nor are checked against core's contract with `Fits`.

const IDENT = '[A-Za-z_$][\\w$]*';

/** Names answered as a 200 anywhere (`200: XSchema`) in the given sources. */
const answeredNames = (sources: Iterable<string>): Set<string> => {
  const names = new Set<string>();
  for (const text of sources) {
    for (const m of text.matchAll(new RegExp(`\\b200:\\s*(${IDENT})`, 'g'))) names.add(m[1] ?? '');
  }
  return names;
};

/** The names a file imports from core (`@tara/core` or one of its folders). */
const coreImports = (text: string): Set<string> => {
  const names = new Set<string>();
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@tara\/core[^']*'/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
};

/**
 * The response schemas of `file` left unchecked: each top-level schema named `…ResponseSchema`
 * or answered as a 200 by some route must appear as `Fits<z.output<typeof X>, T>` with `T`
 * imported from core's contract (a schema imported from core is core's already); a 200 schema
 * written inline in a schema file cannot be checked, and is reported as such.
 */
export function uncheckedResponses(file: string, sources: ReadonlyMap<string, string>): string[] {
  const text = sources.get(file) ?? '';
  const answered = answeredNames(sources.values());
  const fromCore = coreImports(text);
  const declared = [...text.matchAll(new RegExp(`^(?:export )?const (${IDENT})\\b`, 'gm'))].map(
    (m) => m[1] ?? '',
  );
  const responses = declared.filter((n) => n.endsWith('ResponseSchema') || answered.has(n));
  const unchecked = responses.filter((name) => {
    const check = new RegExp(`Fits<\\s*z\\.output<typeof ${name}>\\s*,\\s*(${IDENT})`).exec(text);
    return !check?.[1] || !fromCore.has(check[1]);
  });
  // A non-JSON answer (a PDF: `z.unknown()`) has no shape to check.
  const inline = /\b200:\s*z\.(?!unknown\(\))/.test(text)
    ? ['an inline 200 schema (name it and check it)']
    : [];
  return [...unchecked, ...inline];
}
