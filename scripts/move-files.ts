/**
 * Moves files or folders with `git mv` and rewrites every import that pointed at them, so a move is
 * one mechanical commit (decision 042). Usage, from the repository root:
 *
 *   node --import tsx scripts/move-files.ts FROM TO [FROM TO ...]
 *
 * FROM and TO are paths from the root (a file or a folder). Relative specifiers and the web's `@/`
 * alias are rewritten in every .ts/.tsx/.js/.mjs/.cjs file of apps/, packages/, e2e/ and scripts/,
 * keeping each specifier's style (with or without extension). Other references (README, docs,
 * package.json scripts) are listed for a hand edit, not rewritten.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const pairs = process.argv.slice(2);
if (pairs.length === 0 || pairs.length % 2 !== 0) {
  console.error('Usage: move-files.ts FROM TO [FROM TO ...]');
  process.exit(2);
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const tracked = git('ls-files').split('\n').filter(Boolean);
const trackedSet = new Set(tracked);

/** Old path → new path, for every tracked file that moves. */
const moves = new Map<string, string>();
for (let i = 0; i < pairs.length; i += 2) {
  const from = path.normalize(pairs[i]!);
  const to = path.normalize(pairs[i + 1]!);
  if (trackedSet.has(from)) moves.set(from, to);
  else {
    const inside = tracked.filter((f) => f.startsWith(`${from}/`));
    if (inside.length === 0) throw new Error(`Nothing tracked at ${from}`);
    for (const f of inside) moves.set(f, path.join(to, f.slice(from.length + 1)));
  }
}
const newPath = (p: string) => moves.get(p) ?? p;

const codeFile = /\.(ts|tsx|js|mjs|cjs)$/;
const scanned = tracked.filter((f) => codeFile.test(f) && /^(apps|packages|e2e|scripts)\//.test(f) && existsSync(f));
const extensions = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** The file a specifier names, and what resolution added to it (an extension, an /index). */
function resolveOld(spec: string, fromFile: string): { target: string; added: string } | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = path.join('apps/web/src', spec.slice(2));
  else if (spec.startsWith('./') || spec.startsWith('../')) base = path.join(path.dirname(fromFile), spec);
  else return undefined;
  for (const added of extensions) {
    const candidate = path.normalize(base + added);
    if (trackedSet.has(candidate)) return { target: candidate, added };
  }
  return undefined;
}

function respell(spec: string, added: string, newFile: string, newTarget: string): string {
  // Keep what the specifier left out: its extension, or an /index.
  const target = added && newTarget.endsWith(added) ? newTarget.slice(0, newTarget.length - added.length) : newTarget;
  if (spec.startsWith('@/') && target.startsWith('apps/web/src/')) return `@/${target.slice('apps/web/src/'.length)}`;
  let rel = path.relative(path.dirname(newFile), target);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

const specifier =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s*\*\s*from\s*|vi\.mock\s*\(\s*|\bnew URL\s*\(\s*)(['"])([^'"\n]+)\2/g;

let rewritten = 0;
const contents = new Map<string, string>();
for (const file of scanned) {
  const text = readFileSync(file, 'utf8');
  const dest = newPath(file);
  const next = text.replace(specifier, (whole, lead: string, quote: string, spec: string) => {
    const resolved = resolveOld(spec, file);
    if (!resolved) return whole;
    const newTarget = newPath(resolved.target);
    if (newTarget === resolved.target && dest === file) return whole;
    const spelled = respell(spec, resolved.added, dest, newTarget);
    return spelled === spec ? whole : `${lead}${quote}${spelled}${quote}`;
  });
  if (next !== text) {
    contents.set(file, next);
    rewritten += 1;
  }
}

for (const [from, to] of moves) {
  execFileSync('mkdir', ['-p', path.dirname(to)]);
  git('mv', from, to);
}
for (const [file, text] of contents) writeFileSync(newPath(file), text);

// What no rewrite reaches: paths written in prose, scripts, configuration and strings.
const oldNames = [...new Set([...moves.keys()].map((f) => f.replace(/^apps\/(server|web)\//, '')))];
const left: string[] = [];
for (const file of git('ls-files').split('\n')) {
  if (!file || !existsSync(file) || !statSync(file).isFile() || /package-lock|\.(png|jpg|svg|pdf|jsonl)$/.test(file))
    continue;
  const text = readFileSync(file, 'utf8');
  for (const name of oldNames) if (text.includes(name)) left.push(`${file}: ${name}`);
}
console.log(`${moves.size} files moved, ${rewritten} files' imports rewritten.`);
if (left.length) console.log(`Mentions left to check by hand:\n  ${[...new Set(left)].join('\n  ')}`);
