import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const widgetLibraries =
  /[\\/]node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|react-day-picker|date-fns|@date-fns|client-only|@swc[\\/]helpers)[\\/]/;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // "@/lib/…" lets features reach shared code without relative paths the feature lint rule forbids.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
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
});
