import { describe, expect, it } from 'vitest';
import {
  chunksByUsers,
  firstLoadModules,
  foldedChunkNames,
  foldSharedChunks,
  HOME_CHUNK,
  homeChunkOf,
  lazyModulesNeeding,
  type ModuleGraph,
  moduleShape,
  PAGE_COMMON_CHUNK,
  staticImportsWalk,
  WIDELY_SHARED,
} from './vite-first-load-chunk';

/** A module graph of source texts; a specifier is the id it resolves to. */
function graph(modules: Record<string, string>, exports: Record<string, string[]> = {}): ModuleGraph {
  return {
    code: (id) => modules[id] ?? null,
    exports: (id) => exports[id] ?? [],
    resolve: async (source) => (source in modules ? source : null),
  };
}

describe('moduleShape', () => {
  it('lists the static imports with the names taken, a namespace or a bare import as everything', () => {
    const shape = moduleShape(
      "import { a, b as c } from 'x';\nimport * as all from 'y';\nimport 'z';\nconst lazy = () => import('w');\nexport const d = a + c + all;",
    );
    expect(shape.imports).toEqual([
      { source: 'x', names: new Set(['a', 'b']) },
      { source: 'y', names: '*' },
      { source: 'z', names: '*' },
    ]);
    expect(shape.barrel).toBeNull();
  });

  it('reads a barrel written with re-exports, and one written as imports then exports', () => {
    expect(moduleShape("export { Button } from './Button';\nexport * from './Dialog';").barrel).toEqual([
      { source: './Button', names: new Map([['Button', 'Button']]) },
      { source: './Dialog', names: null },
    ]);
    expect(
      moduleShape(
        "'use strict';\nimport { isRTL as rtl } from './rtl.mjs';\nimport * as icons from './icons.mjs';\nexport { rtl as isRTL, icons };",
      ).barrel,
    ).toEqual([
      { source: './rtl.mjs', names: new Map([['isRTL', 'isRTL']]) },
      { source: './icons.mjs', names: new Map([['icons', '*']]) },
    ]);
  });

  it('does not count a module with code of its own as a barrel', () => {
    expect(moduleShape("export { a } from './a';\nexport const b = 1;").barrel).toBeNull();
    expect(moduleShape("import { a } from './a';\nconsole.log(a);\nexport { a };").barrel).toBeNull();
  });
});

describe('firstLoadModules', () => {
  it('follows only the names taken through a barrel, and whole modules otherwise', async () => {
    const modules = {
      main: "import { Shell } from 'shell';",
      shell: "import { Button } from 'ui';\nexport const Shell = () => Button;",
      ui: "export { Button } from 'Button';\nexport { DatePicker } from 'DatePicker';",
      Button: "import { cx } from 'cx';\nexport const Button = cx;",
      DatePicker: "import 'calendar';\nexport const DatePicker = 1;",
      cx: 'export const cx = 1;',
      calendar: 'export const calendar = 1;',
    };
    expect(await firstLoadModules('main', graph(modules))).toEqual(new Set(['shell', 'Button', 'cx']));
  });

  it('follows `export *` only into the modules that export a name asked for', async () => {
    const modules = {
      main: "import { getWindow } from 'dom';",
      dom: "export * from 'node';\nexport * from 'tabbable';",
      node: 'export const getWindow = 1;',
      tabbable: 'export const getTabbables = 1;',
    };
    const exports = { node: ['getWindow'], tabbable: ['getTabbables'] };
    expect(await firstLoadModules('main', graph(modules, exports))).toEqual(new Set(['node']));
  });

  it('takes a namespace passed on by a barrel whole, and leaves lazy imports to their own chunks', async () => {
    const modules = {
      main: "import { icons } from 'lucide';\nconst page = () => import('page');",
      lucide: "import * as index from 'icons';\nexport { index as icons };",
      icons: "export { default as Store } from 'store';",
      store: 'export default 1;',
      page: 'export default 2;',
    };
    expect(await firstLoadModules('main', graph(modules))).toEqual(new Set(['icons', 'store']));
  });

  it('stops at cycles and at the entry', async () => {
    const modules = {
      main: "import { a } from 'a';\nexport const m = 1;",
      a: "import { b } from 'b';\nimport { m } from 'main';\nexport const a = 1;",
      b: "import { a } from 'a';\nexport const b = 1;",
    };
    expect(await firstLoadModules('main', graph(modules))).toEqual(new Set(['a', 'b']));
  });
});

describe('lazyModulesNeeding', () => {
  it('lists for each module the lazily loaded modules that need it, through their static imports', async () => {
    const modules = {
      Home: "import { Card } from 'ui';\nimport 'title';\nconst later = () => import('Shop');",
      Shop: "import { Card } from 'ui';\nimport 'title';",
      Login: "import 'title';",
      ui: "export { Card } from 'Card';\nexport { Table } from 'Table';",
      Card: 'export const Card = 1;',
      Table: 'export const Table = 1;',
      title: 'export const title = 1;',
    };
    const users = await lazyModulesNeeding(['Home', 'Shop', 'Login'], staticImportsWalk(graph(modules)));
    expect(Object.fromEntries([...users].map(([id, needing]) => [id, [...needing].sort()]))).toEqual({
      Home: ['Home'],
      Shop: ['Shop'],
      Login: ['Login'],
      Card: ['Home', 'Shop'],
      title: ['Home', 'Login', 'Shop'],
    });
  });
});

/** Modules of 1000 bytes each, with the pages that need them. */
const pagesNeeding = (modules: Record<string, string[]>) =>
  new Map(Object.entries(modules).map(([id, pages]) => [id, new Set(pages)]));
const sizeOf = () => 1000;
const nothingPlaced = { dependencies: () => [], placed: () => false };
const contents = (chunks: { modules: string[] }[]) => chunks.map((chunk) => [...chunk.modules].sort()).sort();

describe('chunksByUsers', () => {
  it('makes one chunk per set of pages, and leaves what one page needs in that page', () => {
    const users = pagesNeeding({ a: ['P', 'Q'], b: ['Q', 'P'], c: ['P', 'Q', 'R'], own: ['P'] });
    const chunks = chunksByUsers(users, sizeOf);
    expect(contents(chunks)).toEqual([['a', 'b'], ['c']]);
    expect(chunks.find((chunk) => chunk.modules.includes('a'))?.size).toBe(2000);
  });
});

describe('foldSharedChunks', () => {
  const pages = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`);

  it('folds a small chunk into one all its pages need, when the bytes wasted are worth less than the requests saved', () => {
    // `field` is needed by 4 pages, `select` by 3 of them: folding saves 3 requests and makes one
    // page load 1000 bytes it does not need.
    const chunks = chunksByUsers(pagesNeeding({ field: pages(4), select: pages(3) }), sizeOf);
    expect(contents(foldSharedChunks(chunks, nothingPlaced, 1000))).toEqual([['field', 'select']]);
  });

  it('does not fold when the waste outweighs the requests saved', () => {
    // Folding `rare` (2 pages) into `common` (10 pages) would make 8 pages load it for 2 requests.
    const chunks = chunksByUsers(pagesNeeding({ common: pages(10), rare: pages(2) }), sizeOf);
    expect(contents(foldSharedChunks(chunks, nothingPlaced, 1000))).toEqual([['common'], ['rare']]);
  });

  it("never makes a page load more than a request's worth of code it does not need", () => {
    // `machines` (3000 bytes, 20 pages) into `alert` (21 pages) saves 20 requests, but the 21st page
    // would load 3000 bytes for nothing: more than one request (1000) is worth.
    const users = pagesNeeding({ alert: pages(21), machines: pages(20) });
    const chunks = chunksByUsers(users, (id) => (id === 'machines' ? 3000 : 100));
    expect(contents(foldSharedChunks(chunks, nothingPlaced, 1000))).toEqual([['alert'], ['machines']]);
  });

  it('never folds a chunk into one some of its pages do not need', () => {
    const chunks = chunksByUsers(pagesNeeding({ a: ['P', 'Q'], b: ['Q', 'R'] }), sizeOf);
    expect(contents(foldSharedChunks(chunks, nothingPlaced, 1_000_000))).toEqual([['a'], ['b']]);
  });

  it('folds a chunk only once what it depends on is in the target or placed, so the bundler drags nothing in', () => {
    const users = pagesNeeding({
      field: pages(4),
      select: pages(3),
      popper: pages(3).concat('X', 'Y'),
    });
    const chunks = chunksByUsers(users, sizeOf);
    const dependencies = (id: string) => (id === 'select' ? ['popper', 'firstLoad'] : []);
    const folded = foldSharedChunks(chunks, { dependencies, placed: (id) => id === 'firstLoad' }, 1000);
    // `select` needs `popper`, which `field`'s chunk does not hold: it stays out.
    expect(folded.find((chunk) => chunk.modules.includes('select'))?.modules).not.toContain('field');
    const placedToo = foldSharedChunks(chunks, { dependencies, placed: (id) => id !== 'select' }, 1000);
    expect(placedToo.find((chunk) => chunk.modules.includes('select'))?.modules).toContain('field');
  });

  it('counts how many of the bundler chunks a folded chunk holds', () => {
    const chunks = chunksByUsers(
      pagesNeeding({ field: pages(4), select: pages(3), input: pages(3) }),
      sizeOf,
    );
    expect(foldSharedChunks(chunks, nothingPlaced, 2000).map((chunk) => chunk.parts)).toEqual([2]);
  });
});

describe('foldedChunkNames', () => {
  it('names a chunk after its largest module, an index after its folder, each name once', () => {
    const chunks = [
      { modules: ['/src/ui/Select.tsx', '/src/ui/Input.tsx'], users: new Set(['P', 'Q']), size: 0, parts: 2 },
      {
        modules: ['/node_modules/@zag-js/dismissable/dist/index.mjs'],
        users: new Set(['P']),
        size: 0,
        parts: 2,
      },
      { modules: ['/lib/Select.ts?v=1'], users: new Set(['Q']), size: 0, parts: 2 },
    ];
    const size = (id: string) => (id.includes('Select') ? 2 : 1);
    const names = foldedChunkNames(chunks, size);
    expect(Object.fromEntries(names)).toEqual({
      '/src/ui/Select.tsx': 'Select',
      '/src/ui/Input.tsx': 'Select',
      '/node_modules/@zag-js/dismissable/dist/index.mjs': 'dist',
      '/lib/Select.ts?v=1': 'Select-2',
    });
  });
});

describe('homeChunkOf', () => {
  const hook = '/repo/src/lib/use-deferred-query-data.ts';
  const icon = '/repo/node_modules/lucide-react/dist/esm/icons/play.mjs';
  const section = '/repo/src/features/storefront/sections/types/hero/View.tsx';

  it('keeps what only the home page needs in its own chunk', () => {
    for (const id of [hook, icon, section]) expect(homeChunkOf(id, 1)).toBe(HOME_CHUNK);
  });

  it('puts a building block another page needs in the page-common chunk, so that page does not load the home page', () => {
    expect(homeChunkOf(hook, 2)).toBe(PAGE_COMMON_CHUNK);
    expect(homeChunkOf(icon, 2)).toBe(PAGE_COMMON_CHUNK);
    expect(homeChunkOf(section, 2)).toBe(HOME_CHUNK);
  });

  it('puts what most pages need in the page-common chunk', () => {
    expect(homeChunkOf(section, WIDELY_SHARED + 1)).toBe(PAGE_COMMON_CHUNK);
  });
});
