import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** Set in the probe build, which must not probe again. */
export const PROBING = 'SHOP_FIRST_LOAD_PROBE';

/**
 * What the browsing pages hydrate just after their first load, rendered whole by the server (decision 036):
 * the footer, and a product page's quantity field (typed, for cable by the metre), delivery check and reviews.
 * Their code is a chunk of its own, with the part the buyer pages need too in a second one (vite.config.ts,
 * decision 038), and `npm run size` budgets them.
 */
export const SHOP_LATER_MODULES = [
  'src/routes/shop/shop-footer.tsx',
  'src/components/quantity-field.tsx',
  'src/features/delivery/components/delivery-check.tsx',
  'src/features/reviews/components/product-reviews.tsx',
];

/** A chunk of first-load code: its name, and the modules (under web/) whose first load it holds. */
export interface FirstLoadGroup {
  name: string;
  /** Start modules, relative to web/: they and what they load before they are interactive go in. */
  starts?: string[];
  /**
   * Pages, relative to web/: what they load before they are interactive goes in, but not the page itself, which
   * keeps a file (and a key in the manifest) of its own, so the server knows to preload the chunks it imports.
   */
  pages?: string[];
  /**
   * Pages by a short name: their first loads are split by who needs what, so no page loads much code only other
   * pages use: a module only one page needs goes to the chunk `<name>-<that page>` (buyer-checkout…), one that
   * two or more need to `<name>-shared`. Finer (a chunk per combination of pages: buyer-account-checkout…) was
   * twelve files of which five under 1 KiB, each a round trip on slow 4G; buyer-shared is 7 KiB (issue 49).
   */
  split?: Record<string, string[]>;
  /**
   * Sets of a split's pages by a name: a module two or more of one set's pages need, and no page outside it, goes to
   * `<name>-<set>` rather than `<name>-shared`, so pages outside the set do not load it (buyer-shop: what the
   * shop-framed buyer pages share, which sign-in does not load; issue 49).
   */
  sharedWithin?: Record<string, string[]>;
  /**
   * Start modules of other pages (relative to web/): what the group holds that their first loads need too goes to
   * `<name>-shared`, so those pages load only that part of the group, not all of it.
   */
  sharedWith?: string[];
}

/**
 * A first load in one chunk rather than forty (decisions 026 and 035). Left to itself the bundler cuts what
 * pages use into a chunk per combination of importers: some forty files of a few hundred bytes each, and on
 * slow 4G every file is a round trip before the page is interactive.
 *
 * Which modules those are is known only after tree-shaking (a feature's index re-exports the cart panel,
 * which the header loads on first use), so the client build first builds itself in memory, without this
 * plugin, and reads which modules its chunks put in each group's first load: the chunks of its start
 * modules and pages and the chunks they import. Each group's `test` then captures exactly those, less what
 * an earlier group took (the browsing pages' `shop` chunk comes first and is shared); what the pages load
 * on first use stays lazy, and the framework chunk keeps React.
 */
export function firstLoadChunks(webRoot: string, configFile: string, groups: FirstLoadGroup[]) {
  const captured = new Map<string, string>();

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
      captured.clear();
      const closure = (starts: string[], own: Set<string>) => {
        const queue = starts.map((start) => {
          const id = path.join(webRoot, start);
          // A module another chunk also imports may sit in a chunk without being its facade.
          const chunk =
            chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`The first-load probe did not find ${start}`);
          return chunk;
        });
        const seen = new Set<string>();
        const ids = new Set<string>();
        while (queue.length) {
          const chunk = queue.pop()!;
          if (seen.has(chunk.fileName)) continue;
          seen.add(chunk.fileName);
          for (const id of chunk.moduleIds) if (!captured.has(id) && !own.has(id)) ids.add(id);
          for (const file of chunk.imports) queue.push(byFile.get(file)!);
        }
        return ids;
      };
      for (const group of groups) {
        if (group.split) {
          const needs = new Map<string, string[]>();
          for (const [key, pages] of Object.entries(group.split)) {
            const own = new Set(pages.map((page) => path.join(webRoot, page)));
            for (const id of closure(pages, own)) needs.set(id, [...(needs.get(id) ?? []), key]);
          }
          const within = Object.entries(group.sharedWithin ?? {});
          for (const [id, keys] of needs) {
            const set = within.find(([, members]) => keys.every((key) => members.includes(key)))?.[0];
            const merged = keys.length === 1 ? keys[0] : (set ?? 'shared');
            captured.set(id, `${group.name}-${merged}`);
          }
          continue;
        }
        const own = new Set((group.pages ?? []).map((page) => path.join(webRoot, page)));
        const shared = group.sharedWith ? closure(group.sharedWith, new Set()) : new Set<string>();
        for (const id of closure([...(group.starts ?? []), ...(group.pages ?? [])], own))
          captured.set(id, shared.has(id) ? `${group.name}-shared` : group.name);
      }
    },
  };
  return {
    plugin,
    /** Whether a module belongs to the group's chunk. */
    test: (name: string) => (id: string) => captured.get(id) === name,
    /** The chunk of a split group's module (`<name>-<pages>`), or null: rolldown's group `name`. */
    splitName: (name: string) => (id: string) => {
      const chunk = captured.get(id);
      return chunk?.startsWith(`${name}-`) ? chunk : null;
    },
    probing: () => !!process.env[PROBING],
  };
}
