import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

const widgetLibraries =
  /[\\/]node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|react-day-picker|date-fns|@date-fns|client-only|@swc[\\/]helpers)[\\/]/;

const publicScreen =
  /(^|\/)(forgot-username|reset-password|activate-user|confirm-email|display-email|static|cookies)-page-|(login|register|forgot-password)-form-|help-center-/;

/** The welcome page's entry chunk, which holds the lists of the screens it imports. */
const entryChunk = /^assets\/index-[^/]+\.js$/;

/**
 * React Router's package exports resolve to its development build in every condition (upstream
 * issues 12532 and 14753): its warnings, and about 0.5 KB gzip on the welcome page. The build takes
 * the production build it ships beside it; the dev server and the tests keep the warnings.
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  /([\\/]dist[\\/])development([\\/])/,
  '$1production$2',
);

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  // The portal speaks French only: React Aria's strings for its 33 other languages stay out of the
  // widget chunks (bytes to send and to evaluate on a phone; decision 027).
  plugins: [optimizeLocales.vite({ locales: ['fr-FR'] }), react(), precompress()],
  // "@/lib/…" lets features reach shared code without relative paths the feature lint rule forbids.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server reads which modules the member area needs (spa.ts).
    manifest: true,
    sourcemap: false,
    modulePreload: {
      // Every browser the portal supports preloads modules itself: the polyfill would only weigh on the entry.
      polyfill: false,
      // The entry lists, for each lazy screen, the chunks to fetch with it. Public screens keep that
      // list (first visit, decision 023); the member area, back office and gallery load their
      // modules as they import them, so the welcome page does not carry every route's list. Their
      // own screens keep theirs, written in their chunk: a member screen's modules come in one go
      // (issue 25), and the server preloads the member area's own for a member's page.
      resolveDependencies: (file, deps, { hostId }) =>
        publicScreen.test(file) || !entryChunk.test(hostId) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    // Terser packs the welcome page ~3 KB (gzip) smaller than esbuild: it keeps it under its 120 KB budget.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      output: {
        // zod is reached statically through packages/shared but only used by lazy forms: its own
        // chunk keeps it out of the welcome page's bundle.
        manualChunks: (id) => (/[\\/]node_modules[\\/]zod[\\/]/.test(id) ? 'zod' : undefined),
        // Chunks holding the accessible primitives or the calendar are named for the bench; Rollup still
        // decides their split (a manual chunk would pull React in, and the welcome page with it).
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => widgetLibraries.test(id))
            ? 'assets/ui-widgets-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
