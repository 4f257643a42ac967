import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** Set in the probe build, which must not probe again. */
export const PROBING = 'SHOP_FIRST_LOAD_PROBE';

/**
 * The browsing pages' code in one chunk (decision 026). Left to itself the bundler cuts what home, the
 * listing, a search and a product page use into a chunk per combination of importers: some forty files of
 * a few hundred bytes each, and on slow 4G every file is a round trip before the page is interactive.
 *
 * Which modules those are is known only after tree-shaking (a feature's index re-exports the cart panel,
 * which the header loads on first use), so the client build first builds itself in memory, without this
 * plugin, and reads which modules its chunks put in those pages' first load: the chunk of the browsing
 * pages' start module (which imports home, listing and product) and the chunks it imports. `test` then captures
 * exactly those for one `shop` chunk; what the pages load on first use stays lazy, and the framework chunk
 * keeps React.
 */
export function firstLoadChunk(webRoot: string, configFile: string) {
  // The browsing pages' start module, which imports home, listing and product (app/document-pages.ts).
  const start = path.join(webRoot, 'src/app/shop-client.tsx');
  const captured = new Set<string>();

  const plugin: Plugin = {
    name: 'shop:first-load-chunk',
    apply: 'build',
    async buildStart() {
      if (process.env[PROBING]) return;
      process.env[PROBING] = '1';
      let result: Awaited<ReturnType<typeof build>>;
      try {
        result = await build({ configFile, logLevel: 'silent', build: { write: false } });
      } finally {
        delete process.env[PROBING];
      }
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunks = outputs
        .flatMap((o) => o.output)
        .filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const queue = chunks.filter((c) => c.facadeModuleId === start);
      if (queue.length !== 1) throw new Error("The first-load probe did not find the browsing pages' start");
      const seen = new Set<string>();
      captured.clear();
      while (queue.length) {
        const chunk = queue.pop()!;
        if (seen.has(chunk.fileName)) continue;
        seen.add(chunk.fileName);
        for (const id of chunk.moduleIds) captured.add(id);
        for (const file of chunk.imports) queue.push(byFile.get(file)!);
      }
    },
  };
  return {
    plugin,
    test: (id: string) => captured.has(id),
    probing: () => !!process.env[PROBING],
  };
}
