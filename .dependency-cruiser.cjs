// Module boundaries (docs/architecture.md "Shape", decision 026), checked by `npm run check`.
// A rule here is a sentence of the architecture; tools/boundaries.test.ts proves they bite.

const FEATURE = '^apps/web/src/features/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycles anywhere (a type-only or lazy one too).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment:
        'Folders form layers (decision 074): no cycle between folders, e.g. API modules (users < auth < leads), core (catalog < format < journeyModel < validation < engine < submission), web (lib < api < app < journey < features < routes).',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      comment: 'Core imports nothing of the apps, the e2e suite or the bench.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'core-no-node',
      comment: 'Core runs in the browser too: no Node APIs outside its tests.',
      severity: 'error',
      from: { path: '^packages/core/src/', pathNot: '[.](test|fixture)[.]ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'apps-import-core-only',
      comment: 'An app imports core, never another app (the web talks to the API over HTTP).',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^(apps|e2e|bench)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-features-apart',
      comment:
        'A web feature imports the shell (app/), the renderer (journey/), the shared layer (lib/, api/) and itself; never another feature.',
      severity: 'error',
      from: { path: FEATURE },
      to: {
        path: '^apps/web/src/',
        pathNot: [
          `${FEATURE.replace('([^/]+)', '$1')}`,
          '^apps/web/src/(app|journey|lib|api|test)/',
        ],
      },
    },
    {
      name: 'web-shared-below-features',
      comment: 'The shared layer (lib/, api/) and the renderer never import a feature.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|api|journey)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'resolvable',
      comment: 'Every import resolves (else the rules above could pass by not seeing it).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests are leaves (nothing imports them) and may import anything they test; the API's
    // test helpers build whole apps, which the folder graph would count as module cycles.
    exclude: { path: ['(^|/)(node_modules|dist)/', '[.]test[.]tsx?$'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
