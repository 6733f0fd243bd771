/**
 * The layout's promises, checked in `npm run lint` (issue 23, decision 042). Each rule names the
 * arrow it forbids; README « Layout » draws the picture they keep true.
 */
const server = '^apps/server/src/';
const web = '^apps/web/src/';
/** Tests and their helpers may reach across layers (a test of lib/ may build the app); not into a routes file. */
const testFile = '(\\.test\\.tsx?$|/test/|-test-kit\\.ts$|-test-data\\.ts$|/test-images\\.ts$|/xss-[a-z-]+\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No two files depend on each other, even through others: move the shared type or table down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'routes-only-from-app',
      severity: 'error',
      comment:
        'A *-routes.ts is an HTTP handler registered by app.ts only; other code uses the module’s repositories and rules.',
      from: { path: server, pathNot: `${server}app\\.ts$` },
      to: { path: `${server}.+-routes\\.ts$` },
    },
    {
      name: 'infrastructure-imports-no-module',
      severity: 'error',
      comment:
        'db/ (schema, migrations), the mail outbox and transports, pdf/ and lib/ are below the modules: what they need of a client comes as an argument.',
      from: { path: `${server}(db|mail|pdf|lib)/`, pathNot: testFile },
      to: { path: `${server}(modules|commands|workers|plugins|test)/|${server}(app|server|start-database)\\.ts$` },
    },
    {
      name: 'lib-is-the-bottom',
      severity: 'error',
      comment: 'lib/ holds utilities: it needs nothing of the storage, mail or PDF layers but types.',
      from: { path: `${server}lib/`, pathNot: testFile },
      to: { path: `${server}(mail|pdf)/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'modules-and-plugins-use-no-command',
      severity: 'error',
      comment: 'Commands (import, export, content, seed) and workers use the modules, never the other way round.',
      from: { path: `${server}(modules|plugins|db|mail|pdf|lib|workers)/`, pathNot: testFile },
      to: { path: `${server}commands/` },
    },
    {
      name: 'nothing-imports-the-entry-points',
      severity: 'error',
      comment: 'app.ts, server.ts and start-database.ts are the top: only the entry point and tests reach them.',
      from: { path: server, pathNot: `${testFile}|${server}server\\.ts$` },
      to: { path: `${server}(app|server|start-database)\\.ts$` },
    },
    {
      name: 'server-and-web-apart',
      severity: 'error',
      comment: 'The server and the web app share code only through packages/shared.',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/(server|web)/', pathNot: ['^apps/$1/'] },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared is used by both apps and depends on neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-layers-point-down',
      severity: 'error',
      comment: 'The web app is app → features → components → lib → shared, with no arrow back.',
      from: { path: `${web}(features|components|lib)/`, pathNot: testFile },
      to: { path: `${web}app/` },
    },
    {
      name: 'web-components-use-no-feature',
      severity: 'error',
      comment: 'components/ are shared by features and know none of them.',
      from: { path: `${web}(components|lib)/`, pathNot: testFile },
      to: { path: `${web}features/` },
    },
    {
      name: 'web-lib-uses-no-component',
      severity: 'error',
      comment: 'lib/ is below components/.',
      from: { path: `${web}lib/`, pathNot: testFile },
      to: { path: `${web}components/` },
    },
    {
      name: 'web-feature-into-another',
      severity: 'error',
      comment: 'One feature never reaches into another: what two features share goes to components/ or lib/.',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'admin-section-into-another',
      severity: 'error',
      comment:
        'A back-office section uses the admin frame and its shared pieces, not another section: move what two sections share to features/admin/shared/.',
      from: { path: `${web}features/admin/([^/]+)/`, pathNot: `${web}features/admin/(frame|shared)/` },
      to: { path: `${web}features/admin/[^/]+/`, pathNot: `${web}features/admin/($1|shared)/` },
    },
  ],
  options: {
    includeOnly: '^(apps/(server|web)/src|packages/shared/src)/',
    exclude: { path: 'node_modules|/dist/' },
    tsConfig: { fileName: 'tsconfig.deps.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
    },
    cache: false,
  },
};
