/**
 * Compiles the server and its commands to JavaScript (decision 045), so `npm run serve` and the
 * commands start without compiling TypeScript. Run by `npm run build`; usage, from the root:
 *
 *   node --import tsx scripts/build-server.ts
 *
 * One CommonJS file per entry point in apps/server/dist (NAME.cjs), with its source map. The server's code,
 * @portail/shared and the packages of plain JavaScript are bundled: Node then loads one file
 * instead of some 1,300 modules (Kysely alone is 260), about 1 s of CPU less per start. The
 * packages in `externalPackages` stay imports, loaded from node_modules at run time.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { dropNoOpNames } from './build-server-names.ts';

const root = path.resolve(import.meta.dirname, '..');
const serverSrc = path.join(root, 'apps/server/src');

export const serverDist = path.join(root, 'apps/server/dist');

/** dist/NAME.cjs ← source; the npm scripts run these through apps/server/run.js. */
export const serverEntries = {
  server: 'server.ts',
  import: 'commands/import/cli.ts',
  'import-content': 'commands/content/cli.ts',
  export: 'commands/export/cli.ts',
  seed: 'commands/seed/cli.ts',
  purge: 'commands/purge/cli.ts',
} as const;

export type ServerEntry = keyof typeof serverEntries;

/** Packages loaded from node_modules, not bundled, and why. */
const externalPackages: Record<string, string> = {
  '@electric-sql/pglite': 'loads its WebAssembly and data files from its own folder',
  argon2: 'native addon',
  '@resvg/resvg-js': 'native addon',
  pdfkit: 'reads its font metrics from its own folder; shares fontkit with pdf-fonts.ts',
  fontkit: 'one instance for pdfkit and pdf-fonts.ts',
  'bwip-js': 'PDF stack, loaded with it',
  exceljs: 'imported on the first Excel export only (lib/xlsx.ts)',
  'codes-postaux': 'required on first use (modules/profil/communes.ts)',
  'pg-native': 'optional, absent: pg requires it only when asked to',
};

/**
 * Bundled packages that name their own folder (`__dirname`, `import.meta.url`…), read and found
 * harmless. Any other one fails the build: in the bundle its folder would be apps/server/dist.
 */
const reviewedPackages: Record<string, string> = {
  '@fastify/swagger': 'reads its own package.json for a default title, in a try; the OpenAPI plugin gives its info',
  pino: 'worker transports only; the server logs to stdout without a transport',
  'thread-stream': 'the worker of pino transports, unused',
};

const ownFolder = /__dirname|__filename|import\.meta\.(url|dirname|filename)|require\.resolve\(/;

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const packages: Plugin = {
  name: 'packages',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      packageName(args.path) in externalPackages ? { path: args.path, external: true } : undefined,
    );
    bundler.onLoad({ filter: /\/node_modules\/.*\.[cm]?js$/ }, async (args) => {
      const name = packageName(args.path.slice(args.path.lastIndexOf('/node_modules/') + '/node_modules/'.length));
      if (name in reviewedPackages || !ownFolder.test(await readFile(args.path, 'utf8'))) return undefined;
      throw new Error(
        `${name} (${path.relative(root, args.path)}) lit des fichiers de son propre dossier : ` +
          'à ajouter aux paquets externes (externalPackages) ou, vérifié, à reviewedPackages de scripts/build-server.ts.',
      );
    });
  },
};

/** Name of the helper (defined in the banner) that gives a source folder from the bundle's. */
const sourceDirHelper = '__portailSourceDir';

/** Name of the bundle's own file URL (defined in the banner), for `import.meta.url`. */
const bundleUrlName = '__portailBundleUrl';

/**
 * `import.meta.dirname` keeps meaning « the folder of this source file », as under tsx: the seed
 * reads its JSON Lines, SVG and content files beside its sources, config.ts finds apps/web/dist
 * from there. Each use becomes the source folder, found relative to the bundle's own folder, so
 * the data files are read where they are kept (no copy that could drift) and the tree can move.
 */
function sourceDirs(outdir: string): Plugin {
  return {
    name: 'source-dirs',
    setup(bundler) {
      bundler.onLoad({ filter: /\/(apps\/server|packages\/shared)\/src\/.*\.ts$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.dirname') && !text.includes('import.meta.filename')) return undefined;
        const relative = (to: string) => JSON.stringify(path.relative(outdir, to).split(path.sep).join('/'));
        const contents = text
          .replaceAll('import.meta.dirname', `${sourceDirHelper}(${relative(path.dirname(args.path))})`)
          .replaceAll('import.meta.filename', `${sourceDirHelper}(${relative(args.path)})`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** Builds the given entry points (all by default) into outdir; returns the files written. */
export async function buildServer(
  options: { outdir?: string; entries?: readonly ServerEntry[] } = {},
): Promise<string[]> {
  const outdir = path.resolve(options.outdir ?? serverDist);
  const names = options.entries ?? (Object.keys(serverEntries) as ServerEntry[]);
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(names.map((name) => [name, path.join(serverSrc, serverEntries[name])])),
    outdir,
    bundle: true,
    platform: 'node',
    // CommonJS, not ES modules: apps/server/run.js compiles it with V8's code cache (vm.Script's
    // cachedData), which Node 20 has for scripts only. The entries have no top-level await.
    format: 'cjs',
    // import() of an external package (ExcelJS, the PDF stack) becomes a require() on first use:
    // Node 20 forgets how a script's import() loads once its code comes from the cache.
    supported: { 'dynamic-import': false },
    outExtension: { '.js': '.cjs' },
    target: 'node20',
    // Class and function names as written: pino logs an error's class, Fastify names plugins. The
    // calls that change no name are then taken out (build-server-names.ts): they cost on every request.
    keepNames: true,
    // Stack traces name the sources: build-server-stacks.ts, first in every bundle, reads the map
    // when a trace is first formatted. The map needs no copy of the sources.
    sourcemap: 'linked',
    sourcesContent: false,
    inject: [path.join(root, 'scripts/build-server-stacks.ts')],
    legalComments: 'none',
    // The own sources' `import.meta.url` (createRequire in communes.ts, pdf-fonts.ts, the stack
    // helper): the bundle's URL, as in an ES module.
    define: { 'import.meta.url': bundleUrlName },
    banner: {
      js: [
        '// Built by scripts/build-server.ts (npm run build) from apps/server/src: do not edit.',
        `const ${bundleUrlName} = require('node:url').pathToFileURL(__filename).href;`,
        `const ${sourceDirHelper} = (relative) => require('node:path').resolve(__dirname, relative);`,
      ].join('\n'),
    },
    plugins: [packages, sourceDirs(outdir)],
    logLevel: 'warning',
    metafile: true,
  });
  const files = Object.keys(result.metafile.outputs).map((file) => path.resolve(root, file));
  for (const file of files.filter((name) => name.endsWith('.cjs')))
    await writeFile(file, dropNoOpNames(await readFile(file, 'utf8')).code);
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  const files = await buildServer();
  const bundles = files.filter((file) => file.endsWith('.cjs')).map((file) => path.relative(root, file));
  console.log(`Serveur compilé en ${Math.round(performance.now() - started)} ms : ${bundles.join(', ')}`);
}
