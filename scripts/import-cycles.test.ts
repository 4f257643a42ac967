import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './import-cycles.mjs';

const graphOf = (files: Record<string, string>) => importGraph(Object.keys(files), (file) => files[file]);

describe('import-cycles', () => {
  it('follows relative imports, re-exports and type-only imports to the files they name', () => {
    const graph = graphOf({
      'server/a.ts':
        "import { b } from './b';\nexport { c } from './dir';\nimport type { D } from '../common/d.js';\nimport x from 'fastify';",
      'server/b.ts': '',
      'server/dir/index.ts': '',
      'common/d.ts': '',
    });
    expect(graph.get('server/a.ts')).toEqual(['common/d.ts', 'server/b.ts', 'server/dir/index.ts']);
  });

  it('finds a circle of values, one of types, and a file importing itself, with a circle through each', () => {
    const cycles = findCycles(
      graphOf({
        'a.ts': "import { b } from './b';",
        'b.ts': "import { c } from './c';",
        'c.ts': "import type { A } from './a';\nimport { d } from './d';",
        'd.ts': '',
        'self.ts': "export * from './self';",
      }),
    );
    expect(cycles).toEqual([
      { files: ['a.ts', 'b.ts', 'c.ts'], circle: ['a.ts', 'b.ts', 'c.ts', 'a.ts'] },
      { files: ['self.ts'], circle: ['self.ts', 'self.ts'] },
    ]);
  });

  it('does not count a dynamic import(), which loads a chunk once both files have run', () => {
    const cycles = findCycles(
      graphOf({
        'page.tsx': "const Row = lazy(() => import('./row'));",
        'row.tsx': "import { heading } from './page';",
      }),
    );
    expect(cycles).toEqual([]);
  });
});
