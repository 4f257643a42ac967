/**
 * Summarizes a V8 CPU profile (node --cpu-prof; npm run bench -- --cpu-prof writes them to
 * tests/load/results/profiles): self time by function and by package, the heaviest first.
 *
 *   npx tsx tests/load/bench/profile-summary.ts tests/load/results/profiles/app-….cpuprofile [top]
 */
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
const file = process.argv[2];
const top = Number(process.argv[3] ?? 40);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byFn = new Map<string, number>();
const byPkg = new Map<string, number>();
for (const n of profile.nodes) {
  const t = self.get(n.id) ?? 0;
  if (!t) continue;
  const url = n.callFrame.url.replace(/^file:\/\//, '').replace(process.cwd(), '.');
  const fn = `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
  byFn.set(fn, (byFn.get(fn) ?? 0) + t);
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (url.startsWith('node:')
      ? 'node:internal'
      : url
        ? url.split('/').slice(0, 3).join('/')
        : n.callFrame.functionName);
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + t);
}
const show = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([k, v]) =>
        `${((v / total) * 100).toFixed(1).padStart(5)}%  ${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`,
    )
    .join('\n');
console.log(
  `total ${(total / 1000).toFixed(0)} ms\n\nby package:\n${show(byPkg, 25)}\n\nby function:\n${show(byFn, top)}`,
);
