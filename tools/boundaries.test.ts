import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The boundary rules of .dependency-cruiser.cjs (run by `npm run check`) must be able to
// fail: each is run here on a small tree laid out like the repository, once clean and once
// with the import it forbids planted.

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');

type Tree = Record<string, string>;

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** The violations dependency-cruiser finds in `tree` with the repository's rules. */
function cruise(tree: Tree): Violation[] {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  dirs.push(dir);
  const files: Tree = { 'tsconfig.base.json': '{ "compilerOptions": {} }', ...tree };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [CLI, 'apps', 'packages', '--config', CONFIG, '--output-type', 'json'],
      { cwd: dir, encoding: 'utf8' },
    );
  } catch (error) {
    // Violations make the command exit non-zero; its report is still on stdout.
    out = String((error as { stdout?: unknown }).stdout ?? '');
  }
  const report = JSON.parse(out) as { summary: { violations: Violation[] } };
  return report.summary.violations;
}

const rulesOf = (violations: Violation[]) => [...new Set(violations.map((v) => v.rule.name))];

/** A clean tree: features importing the shell and the shared layer, layered API modules. */
const CLEAN: Tree = {
  'apps/web/src/app/shell.ts': 'export const shell = 1;\n',
  'apps/web/src/lib/money.ts': 'export const money = 1;\n',
  'apps/web/src/features/cards/list.ts':
    "import { shell } from '../../app/shell';\nimport { money } from '../../lib/money';\nexport const list = shell + money;\n",
  'apps/web/src/features/profile/page.ts':
    "import { money } from '../../lib/money';\nexport const page = money;\n",
  'apps/api/src/modules/users/data.ts': 'export const users = 1;\n',
  'apps/api/src/modules/auth/session.ts':
    "import { users } from '../users/data.js';\nexport const session = users;\n",
  'packages/core/src/format/inr.ts': 'export const inr = 1;\n',
};

describe('the module boundaries', () => {
  it('pass a tree that keeps them', () => {
    expect(cruise(CLEAN)).toEqual([]);
  });

  it('refuse a web feature importing another feature', () => {
    const violations = cruise({
      ...CLEAN,
      'apps/web/src/features/profile/page.ts':
        "import { list } from '../cards/list';\nexport const page = list;\n",
    });
    expect(violations).toEqual([
      expect.objectContaining({
        rule: expect.objectContaining({ name: 'web-features-apart' }),
        from: 'apps/web/src/features/profile/page.ts',
        to: 'apps/web/src/features/cards/list.ts',
      }),
    ]);
  });

  it('refuse a cycle between API modules, even between different files', () => {
    const violations = cruise({
      ...CLEAN,
      'apps/api/src/modules/users/view.ts':
        "import { session } from '../auth/session.js';\nexport const view = session;\n",
    });
    expect(rulesOf(violations)).toEqual(['no-folder-cycles']);
  });

  it('refuse the shell importing a feature that imports the shell (the route table lives in routes/)', () => {
    const violations = cruise({
      ...CLEAN,
      'apps/web/src/app/menu.ts':
        "import { list } from '../features/cards/list';\nexport const menu = list;\n",
    });
    expect(rulesOf(violations)).toEqual(['no-folder-cycles']);
    expect(
      cruise({
        ...CLEAN,
        'apps/web/src/routes/table.ts':
          "import { list } from '../features/cards/list';\nexport const table = list;\n",
      }),
    ).toEqual([]);
  });

  it('refuse a cycle between core folders', () => {
    const violations = cruise({
      ...CLEAN,
      'packages/core/src/engine/step.ts':
        "import { inr } from '../format/inr.js';\nexport const step = inr;\n",
      'packages/core/src/format/row.ts':
        "import { step } from '../engine/step.js';\nexport const row = step;\n",
    });
    expect(rulesOf(violations)).toEqual(['no-folder-cycles']);
  });

  it('refuse core importing an app, the web importing the API, and a file cycle', () => {
    const violations = cruise({
      ...CLEAN,
      'packages/core/src/format/inr.ts':
        "import { shell } from '../../../../apps/web/src/app/shell';\nexport const inr = shell;\n",
      'apps/web/src/lib/money.ts':
        "import { session } from '../../../api/src/modules/auth/session.js';\nexport const money = session;\n",
      'apps/web/src/app/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'apps/web/src/app/b.ts': "import { a } from './a';\nexport const b = a;\n",
    });
    expect(rulesOf(violations).sort()).toEqual(
      ['apps-import-core-only', 'core-is-pure', 'no-cycles'].sort(),
    );
  });
});
