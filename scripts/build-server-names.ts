/**
 * esbuild's `keepNames` (scripts/build-server.ts) wraps every named function of the bundle in
 * `__name(fn, "name")`, which redefines `fn.name` with Object.defineProperty, even where the name
 * is already right (esbuild issue #2605). At the top of a module that runs once; but a function
 * created on every call (Fastify's `next` and `handleResolve` in each hook runner, pg-pool's
 * callbacks…) paid it on every request: 21 redefinitions per signed-in read, and functions whose
 * `name` was redefined are slower to use afterwards. Without these calls the signed-in read took a
 * fifth less CPU (decision 046).
 *
 * Here the bundle's calls that cannot change a name are removed, each replaced by spaces of the
 * same length (the source map still holds, line and column): `__name(f, "f");` beside the
 * declaration of `function f` or `class f`, and `__name(fn, "x")` where fn is a function that
 * already has, or is given by the language, the name x — its own (`function x() {}`), or an
 * anonymous function in `const x = …`, `x = …` or `{ x: … }`. Every other call stays: the names
 * esbuild changed (`DatabaseError2` is still named `DatabaseError`), or functions in any other
 * place.
 */
import { parse } from 'acorn';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** `__name(<target>, "<name>")` as esbuild writes it, or undefined. */
function nameCall(node: AstNode): { target: AstNode; name: string } | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as AstNode;
  const args = node.arguments as AstNode[];
  if (callee.type !== 'Identifier' || callee.name !== '__name' || args.length !== 2) return undefined;
  const [target, name] = args as [AstNode, AstNode];
  return name.type === 'Literal' && typeof name.value === 'string' ? { target, name: name.value } : undefined;
}

/** The name the language gives an anonymous function in this place (NamedEvaluation), if any. */
function givenName(call: AstNode, parent: AstNode): string | undefined {
  const id = parent.id as AstNode | undefined;
  const left = parent.left as AstNode | undefined;
  const key = parent.key as AstNode | undefined;
  if (parent.type === 'VariableDeclarator' && parent.init === call && id?.type === 'Identifier')
    return id.name as string;
  if (parent.type === 'AssignmentExpression' && parent.operator === '=' && parent.right === call)
    return left?.type === 'Identifier' ? (left.name as string) : undefined;
  if (parent.type === 'Property' && parent.value === call && parent.kind === 'init' && !parent.computed) {
    if (parent.method || parent.shorthand || !key) return undefined;
    const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
    return typeof name === 'string' && name !== '__proto__' ? name : undefined;
  }
  return undefined;
}

/** Names of the functions and classes declared directly in a list of statements. */
function declaredNames(statements: AstNode[]): Set<string> {
  const names = new Set<string>();
  for (const statement of statements) {
    const id = statement.id as AstNode | undefined;
    if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && id)
      names.add(id.name as string);
  }
  return names;
}

/** The bundle without its `__name` calls that change no name, every character where it was. */
export function dropNoOpNames(code: string): { code: string; dropped: number } {
  const program = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowHashBang: true,
    preserveParens: true,
  }) as unknown as AstNode;
  const blanks: [number, number][] = [];
  const declared = new WeakMap<AstNode[], Set<string>>();
  const stack: [AstNode, AstNode | undefined, AstNode[] | undefined][] = [[program, undefined, undefined]];
  while (stack.length > 0) {
    const [node, parent, siblings] = stack.pop()!;
    const statementCall = node.type === 'ExpressionStatement' ? nameCall(node.expression as AstNode) : undefined;
    if (statementCall && siblings && statementCall.target.type === 'Identifier') {
      // `__name(f, "f");` beside `function f` or `class f` of the same block.
      if (!declared.has(siblings)) declared.set(siblings, declaredNames(siblings));
      if (statementCall.target.name === statementCall.name && declared.get(siblings)!.has(statementCall.name))
        blanks.push([node.start, node.end]);
    }
    const call = nameCall(node);
    const target = call?.target;
    if (call && parent && (target?.type === 'FunctionExpression' || target?.type === 'ArrowFunctionExpression')) {
      const own = (target.id as AstNode | null)?.name as string | undefined;
      const given = givenName(node, parent);
      const unchanged = given !== undefined && (own ?? given) === call.name;
      // Never across a line break after `__name(`: what stays must read the same.
      if (unchanged && !/[\n\r\u2028\u2029]/.test(code.slice(node.start, target.start))) {
        blanks.push([node.start, target.start], [target.end, node.end]);
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) stack.push([item, node, value as AstNode[]]);
      } else if (isNode(value)) stack.push([value, node, undefined]);
    }
  }
  blanks.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of blanks) {
    out += code.slice(at, start) + code.slice(start, end).replace(/[^\n\r\u2028\u2029]/g, ' ');
    at = end;
  }
  return { code: out + code.slice(at), dropped: blanks.filter(([start]) => code.startsWith('__name(', start)).length };
}
