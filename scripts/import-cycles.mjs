// @ts-check
/**
 * import-cycles: no file of the house imports itself back, directly or around a circle (decision 019).
 *
 * Reads every source file under server/, common/, web/src/ and scripts/, follows its relative imports and
 * re-exports, and reports each group of files that reach each other, with one circle through it. Exits 1 when
 * there is any. `npm run lint` runs it.
 *
 * - Type-only imports count: a circle of types is still two files neither of which can be read, moved or
 *   tested first, and it is how a circle of values usually starts.
 * - A dynamic `import()` does not: it loads a chunk later, once both files have run, and is how a screen is
 *   split from the code that opens it (the door rule treats it apart for the same reason).
 * - Only relative specifiers are followed: the project imports its own code by relative paths, and packages
 *   cannot import it back.
 *
 * Imports are found by TypeScript's own pre-processor (no parse, no type checking): the whole house in well under a
 * second of work.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOTS = ['server', 'common', 'web/src', 'scripts'];
const SOURCE = /\.(?:tsx?|mts|cts|mjs|cjs|js)$/;
const SKIP = new Set(['node_modules', 'dist', 'migrations']);
const TRY = ['', '.ts', '.tsx', '.d.ts', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** Every source file under the roots, as posix paths relative to `root`. */
export function sourceFiles(root, roots = ROOTS) {
  const out = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIP.has(entry.name)) walk(rel);
      } else if (SOURCE.test(entry.name)) out.push(rel);
    }
  };
  for (const r of roots) walk(r);
  return out.sort();
}

/** The file a relative specifier names, or null (a package, an asset, or a file outside the set). */
function resolve(from, specifier, known) {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = TRY.map((ext) => base + ext);
  // `./x.js` names `./x.ts` under NodeNext-style resolution.
  if (/\.(?:m|c)?js$/.test(base))
    candidates.push(base.replace(/\.(m|c)?js$/, '.$1ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((c) => known.has(c)) ?? null;
}

/** file → the files it imports, from each file's text (`read(file)`). */
export function importGraph(files, read) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const text = read(file);
    const targets = new Set();
    for (const { fileName, pos } of ts.preProcessFile(text, true, false).importedFiles) {
      // `import('./x')` and `require('./x')`: the specifier follows an opening parenthesis.
      if (/\(\s*$/.test(text.slice(Math.max(0, pos - 20), pos))) continue;
      const target = resolve(file, fileName, known);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Groups of two or more files that import each other around a circle (and a file importing itself), each with one circle through it. */
export function findCycles(graph) {
  // Tarjan's strongly connected components, iterative so a deep chain cannot overflow the stack.
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const next = graph.get(node) ?? [];
      if (i < next.length) {
        frame[1] = i + 1;
        const to = next[i];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1 || next.includes(node)) groups.push(group.sort());
      }
    }
  }
  return groups
    .map((files) => ({ files, circle: circleThrough(graph, files) }))
    .sort((a, b) => a.files[0].localeCompare(b.files[0]));
}

/** The shortest circle from the group's first file back to it, staying inside the group. */
function circleThrough(graph, files) {
  const inside = new Set(files);
  const start = files[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!inside.has(to)) continue;
      if (to === start) {
        const circle = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

function main() {
  const started = performance.now();
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = sourceFiles(root);
  const cycles = findCycles(importGraph(files, (file) => fs.readFileSync(path.join(root, file), 'utf8')));
  const took = Math.round(performance.now() - started);
  if (cycles.length === 0) {
    console.log(`import-cycles: no circles among ${files.length} files (${took} ms)`);
    return;
  }
  for (const { files: group, circle } of cycles) {
    console.error(`import circle of ${group.length} file(s): ${circle.join(' → ')}`);
    if (group.length > circle.length - 1)
      console.error(`  also in it: ${group.filter((f) => !circle.includes(f)).join(', ')}`);
  }
  console.error(
    `import-cycles: ${cycles.length} circle(s) among ${files.length} files (${took} ms). Move what both sides need into a file ` +
      'below them both, or pass it in (decision 019).',
  );
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
