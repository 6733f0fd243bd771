import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The layout's rules (.dependency-cruiser.cjs, decision 042) hold on the tree, and each one fails on
 * a violation planted for the test: a check that could not fail would promise nothing.
 */

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const planted: string[] = [];

function plant(file: string, source: string): string {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), source);
  planted.push(file);
  return file;
}

interface Violation {
  rule: string;
  from: string;
}

/** Runs `npm run lint:deps`'s command on the given paths: its exit code and the rules it says were broken. */
async function check(paths: string[]): Promise<{ exitCode: number; violations: Violation[] }> {
  const bin = path.join(root, 'node_modules/.bin/depcruise');
  const args = [...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'];
  let exitCode = 0;
  let output: string;
  try {
    output = (await run(bin, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    exitCode = failed.code;
    output = failed.stdout;
  }
  const violations = [...output.matchAll(/error ([a-z-]+): (\S+)/g)].map(([, rule, from]) => ({
    rule: rule!,
    from: from!,
  }));
  return { exitCode, violations };
}

afterAll(() => {
  for (const file of planted) rmSync(path.join(root, file), { force: true });
});

describe('the layout’s dependency rules', () => {
  it('hold on the whole tree', async () => {
    const result = await check(['apps/server/src', 'apps/web/src', 'packages/shared/src']);
    expect(result.violations).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it.each([
    {
      rule: 'infrastructure-imports-no-module',
      files: [
        [
          'apps/server/src/lib/zz-planted.ts',
          "export { findClientForHost } from '../modules/clients/clients-repository.ts';\n",
        ],
      ],
    },
    {
      rule: 'routes-only-from-app',
      files: [['apps/server/src/modules/faq/zz-planted.ts', "export { cmsRoutes } from '../cms/cms-routes.ts';\n"]],
    },
    {
      rule: 'modules-and-plugins-use-no-command',
      files: [
        [
          'apps/server/src/modules/faq/zz-planted.ts',
          "export { seedDemoData } from '../../commands/seed/demo-seed.ts';\n",
        ],
      ],
    },
    {
      rule: 'no-circular',
      files: [
        ['apps/server/src/lib/zz-planted-a.ts', "import { b } from './zz-planted-b.ts';\nexport const a = () => b;\n"],
        ['apps/server/src/lib/zz-planted-b.ts', "import { a } from './zz-planted-a.ts';\nexport const b = () => a;\n"],
      ],
    },
    {
      rule: 'web-components-use-no-feature',
      files: [
        [
          'apps/web/src/components/ui/zz-planted.ts',
          "export { afterLoginUrl } from '@/features/login/after-login-url';\n",
        ],
      ],
    },
    {
      rule: 'web-feature-into-another',
      files: [
        [
          'apps/web/src/features/help/zz-planted.ts',
          "export { afterLoginUrl } from '@/features/login/after-login-url';\n",
        ],
      ],
    },
    {
      rule: 'admin-section-into-another',
      files: [
        [
          'apps/web/src/features/admin/faq/zz-planted.ts',
          "export { AudienceCount } from '../audiences/audience-count';\n",
        ],
      ],
    },
    {
      rule: 'web-layers-point-down',
      files: [['apps/web/src/lib/zz-planted.ts', "export { loadStartupData } from '@/app/startup-data';\n"]],
    },
  ])('fail on a planted $rule violation', async ({ rule, files }) => {
    const paths = files.map(([file, source]) => plant(file!, source!));
    try {
      const result = await check(paths);
      expect(result.exitCode).not.toBe(0);
      expect(result.violations.map((v) => v.rule)).toContain(rule);
      expect(result.violations.every((v) => paths.includes(v.from))).toBe(true);
    } finally {
      for (const file of paths) rmSync(path.join(root, file), { force: true });
    }
  });
});
