import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, prefilledDraft } from '../features/creditReport/pullForm';

// Decision 064 for the pages outside the journeys (card review, instant apply, the credit
// report's and the offers' consents, filters…): no checkbox starts ticked. Scans every .tsx of
// the web app for an <input type="checkbox"> that has `defaultChecked`, a bare or literal-true
// `checked`, or `checked={x}` / `checked={x.y}` whose state in the same file starts true
// (`useState(true)`, `useState({ y: true })`). The journeys' boxes are held by core's
// `analyseBoxes` and the renderer's `initialValues`.

const SOURCES = import.meta.glob('../**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Where a file's checkboxes start ticked: `line: why`. */
function preTickedBoxes(source: string): string[] {
  const file = ts.createSourceFile(
    'page.tsx',
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const initial = initialStates(file);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const attrs = new Map(
        node.attributes.properties.flatMap((a) =>
          ts.isJsxAttribute(a) ? [[a.name.getText(file), a.initializer] as const] : [],
        ),
      );
      const type = attrs.get('type');
      const checkbox = type && ts.isStringLiteral(type) && type.text === 'checkbox';
      if (node.tagName.getText(file) === 'input' && checkbox) {
        const why = tickedWhy(attrs, initial, file);
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        if (why) found.push(`${line}: ${why}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

type Attrs = Map<string, ts.JsxAttributeValue | undefined>;

function tickedWhy(attrs: Attrs, initial: Map<string, ts.Expression>, file: ts.SourceFile) {
  if (attrs.has('defaultChecked')) {
    const value = expressionOf(attrs.get('defaultChecked'));
    if (!value || value.kind !== ts.SyntaxKind.FalseKeyword) return 'defaultChecked';
  }
  if (!attrs.has('checked')) return null;
  const value = expressionOf(attrs.get('checked'));
  if (!value || value.kind === ts.SyntaxKind.TrueKeyword) return 'checked';
  // checked={x} or checked={x.y}: the state's starting value in this file.
  const [name, prop] = value.getText(file).split('.');
  const start = name ? initial.get(name) : undefined;
  if (!start) return null;
  if (!prop && start.kind === ts.SyntaxKind.TrueKeyword) return `${name} starts true`;
  if (prop && ts.isObjectLiteralExpression(start)) {
    const member = start.properties.find(
      (p) => ts.isPropertyAssignment(p) && p.name.getText(file) === prop,
    );
    if (member && ts.isPropertyAssignment(member)) {
      if (member.initializer.kind === ts.SyntaxKind.TrueKeyword)
        return `${name}.${prop} starts true`;
    }
  }
  return null;
}

function expressionOf(value: ts.JsxAttributeValue | undefined): ts.Expression | undefined {
  if (value && ts.isJsxExpression(value)) return value.expression;
  return value as ts.Expression | undefined;
}

/** `const [x, setX] = useState(<initial>)` → x: initial. */
function initialStates(file: ts.SourceFile): Map<string, ts.Expression> {
  const states = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isArrayBindingPattern(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.expression.getText(file) === 'useState'
    ) {
      const first = node.name.elements[0];
      const arg = node.initializer.arguments[0];
      if (first && ts.isBindingElement(first) && arg) states.set(first.name.getText(file), arg);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return states;
}

describe('checkboxes on the pages start unticked', () => {
  it('scans the web app’s pages and widgets (there are checkboxes to scan)', () => {
    const withBoxes = Object.values(SOURCES).filter((s) => s.includes('"checkbox"'));
    expect(withBoxes.length).toBeGreaterThanOrEqual(5);
  });

  it.each(Object.keys(SOURCES))('%s has no checkbox ticked beforehand', (path) => {
    expect(preTickedBoxes(SOURCES[path] as string)).toEqual([]);
  });

  it('starts the self-pull’s consent unticked too (its draft starts in another file)', () => {
    expect(EMPTY_DRAFT.consent).toBe(false);
    const user = {
      first_name: 'Asha',
      middle_name: null,
      last_name: 'Verma',
      mobile: '9876543210',
    };
    expect(prefilledDraft({ ...user, email: null, is_admin: false }).consent).toBe(false);
  });

  it('finds each way a box could start ticked', () => {
    const page = (body: string, state = '') =>
      `export function P() {\n${state}\nreturn (\n${body}\n);\n}`;
    expect(preTickedBoxes(page('<input type="checkbox" defaultChecked />'))).toEqual([
      '4: defaultChecked',
    ]);
    expect(preTickedBoxes(page('<input type="checkbox" checked onChange={f} />'))).toEqual([
      '4: checked',
    ]);
    expect(preTickedBoxes(page('<input type="checkbox" checked={true} />'))).toEqual([
      '4: checked',
    ]);
    const state = 'const [accepted, setAccepted] = useState(true);';
    expect(preTickedBoxes(page('<input type="checkbox" checked={accepted} />', state))).toEqual([
      '4: accepted starts true',
    ]);
    const draft = 'const [draft, setDraft] = useState({ consent: true, name: "" });';
    expect(
      preTickedBoxes(page('<input type="checkbox" checked={draft.consent} />', draft)),
    ).toEqual(['4: draft.consent starts true']);
    const unticked = 'const [accepted, setAccepted] = useState(false);';
    expect(preTickedBoxes(page('<input type="checkbox" checked={accepted} />', unticked))).toEqual(
      [],
    );
    expect(preTickedBoxes(page('<input type="radio" checked />'))).toEqual([]);
  });
});
