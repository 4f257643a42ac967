// @ts-check
/**
 * call-path: the files one request passes through, as the code is written. Starting at the function that begins
 * on FILE:LINE (a route's handler), it follows every call the TypeScript checker resolves to a function in FOLDER
 * (server/modules/orders unless given), depth first in the order the calls are written, each function expanded
 * the first time it is called; calls that leave the folder (libraries, common/, other modules) are not followed.
 * It prints each call that enters another file, in order, how many files the path enters, and how many of its
 * calls go back into a file it had already entered. Decision 019 compares a cancellation's path with it:
 *
 *   node scripts/call-path.mjs server/modules/orders/orders.routes.ts:96
 */
import path from 'node:path';
import ts from 'typescript';

const [where, within = 'server/modules/orders', rootArg = '.'] = process.argv.slice(2);
if (!where) {
  console.error('usage: node scripts/call-path.mjs FILE:LINE [FOLDER] [ROOT]');
  process.exit(2);
}
const root = path.resolve(rootArg);
const [file, line] = where.split(':');
const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const program = ts.createProgram(
  parsed.fileNames.filter((f) => /\/(server|common)\//.test(f) && !/\.test\.ts$/.test(f)),
  parsed.options,
);
const checker = program.getTypeChecker();
const ours = (f) => {
  const rel = path.relative(root, f);
  return rel.startsWith(`${within}/`) && !rel.includes('node_modules') ? rel : null;
};

const start = program.getSourceFile(path.join(root, file));
if (!start) throw new Error(`${file} is not in the program`);
/** @type {ts.Node | undefined} */
let handler;
(function find(node) {
  if (handler) return;
  if (
    ts.isFunctionLike(node) &&
    start.getLineAndCharacterOfPosition(node.getStart(start)).line === Number(line) - 1
  )
    handler = node;
  else ts.forEachChild(node, find);
})(start);
if (!handler) throw new Error(`no function at ${where}`);

/** The function a call reaches, when it is one of the project's. */
function callee(call) {
  let symbol = checker.getSymbolAtLocation(
    ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression,
  );
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  for (const decl of symbol?.declarations ?? []) {
    const fn =
      ts.isVariableDeclaration(decl) && decl.initializer && ts.isFunctionLike(decl.initializer)
        ? decl.initializer
        : decl;
    if (ts.isFunctionLike(fn) && 'body' in fn && fn.body && ours(fn.getSourceFile().fileName)) return fn;
  }
  return null;
}

/** Each call that crosses into another file, in order: [from, to]. */
const crossings = [];
const expanded = new Set();
function enter(fn) {
  if (expanded.has(fn)) return;
  expanded.add(fn);
  const here = ours(fn.getSourceFile().fileName);
  (function visit(node) {
    if (ts.isCallExpression(node)) {
      const next = callee(node);
      ts.forEachChild(node, visit); // the arguments run first
      if (next) {
        const there = ours(next.getSourceFile().fileName);
        if (there !== here) crossings.push([here, there]);
        enter(next);
      }
      return;
    }
    ts.forEachChild(node, visit);
  })(fn);
}
enter(handler);

const first = ours(handler.getSourceFile().fileName);
const seen = new Set([first]);
let returns = 0;
console.log(`  1  ${first}`);
crossings.forEach(([from, to], i) => {
  const back = seen.has(to);
  if (back) returns++;
  seen.add(to);
  console.log(`${String(i + 2).padStart(3)}  ${to}   (from ${path.basename(from)}${back ? ', back' : ''})`);
});
console.log(
  `${seen.size} files, ${crossings.length} calls into another file, ${returns} of them back into a file already entered`,
);
