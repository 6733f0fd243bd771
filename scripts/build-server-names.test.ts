import { describe, expect, it } from 'vitest';
import { dropNoOpNames } from './build-server-names.ts';

/** esbuild's helper, as its bundles define it. */
const helper =
  'var __name = (target, value) => Object.defineProperty(target, "name", { value, configurable: true });\n';

/** Runs a snippet that leaves its functions in `out`, and gives their names. */
function namesAfter(code: string): Record<string, string> {
  const out: Record<string, { name: string }> = {};
  new Function('out', helper + code)(out);
  return Object.fromEntries(Object.entries(out).map(([key, fn]) => [key, fn.name]));
}

describe('build-server-names: the bundle without the __name calls that change no name (decision 046)', () => {
  it.each([
    ['a declaration', 'function next() {}\n__name(next, "next");\nout.a = next;', 1],
    ['a class declaration', 'class Query {}\n__name(Query, "Query");\nout.a = Query;', 1],
    ['a constant', 'const cb = /* @__PURE__ */ __name(() => 1, "cb");\nout.a = cb;', 1],
    ['a variable, an async function', 'var load = __name(async function() {}, "load");\nout.a = load;', 1],
    ['an assignment', 'let f;\nf = __name(() => 1, "f");\nout.a = f;', 1],
    [
      'an object literal',
      'out.o = { cb: __name((e) => e, "cb"), "quoted": __name(() => 1, "quoted") };\nout.a = out.o.cb; out.b = out.o.quoted; delete out.o;',
      2,
    ],
    ['a function’s own name', 'const x = __name(function x() {}, "x");\nout.a = x;', 1],
  ])('drops it for %s, every name the same', (_case, code, dropped) => {
    const result = dropNoOpNames(code);
    expect(result.dropped).toBe(dropped);
    expect(result.code).not.toContain('__name(');
    expect(namesAfter(result.code)).toEqual(namesAfter(code));
    // Same length, same lines: the source map still holds.
    expect(result.code).toHaveLength(code.length);
    expect(result.code.split('\n').length).toBe(code.split('\n').length);
  });

  it.each([
    ['a renamed declaration', 'function parse4() {}\n__name(parse4, "parse");\nout.a = parse4;'],
    ['a renamed constant', 'const DatabaseError2 = __name(function() {}, "DatabaseError");\nout.a = DatabaseError2;'],
    ['an argument', 'out.a = [1].map(__name((x) => x, "double")) && __name(() => 1, "cb");'],
    ['a member', 'out.a = __name(() => 1, "cb");'],
    ['another own name', 'const y = __name(function x() {}, "y");\nout.a = y;'],
    ['a name not declared in the block', 'var next = (0, function() {});\n__name(next, "next");\nout.a = next;'],
    ['a line break after __name(', 'const cb = __name(\n() => 1, "cb");\nout.a = cb;'],
    ['parentheses', 'const cb = (__name(() => 1, "cb"));\nout.a = cb;'],
    ['a class', 'const Foo = class { static { __name(this, "Foo"); } };\nout.a = Foo;'],
  ])('keeps it for %s', (_case, code) => {
    const result = dropNoOpNames(code);
    expect(result.dropped).toBe(0);
    expect(result.code).toBe(code);
  });
});
