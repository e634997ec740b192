import { describe, expect, it } from 'vitest';
import {
  firstLoadModules,
  lazyModulesNeeding,
  type ModuleGraph,
  moduleShape,
  staticImportsWalk,
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
  it('counts for each module the lazily loaded modules that need it, through their static imports', async () => {
    const modules = {
      Home: "import { Card } from 'ui';\nimport 'title';\nconst later = () => import('Shop');",
      Shop: "import { Card } from 'ui';\nimport 'title';",
      Login: "import 'title';",
      ui: "export { Card } from 'Card';\nexport { Table } from 'Table';",
      Card: 'export const Card = 1;',
      Table: 'export const Table = 1;',
      title: 'export const title = 1;',
    };
    const counts = await lazyModulesNeeding(['Home', 'Shop', 'Login'], staticImportsWalk(graph(modules)));
    expect(Object.fromEntries(counts)).toEqual({ Home: 1, Shop: 1, Login: 1, Card: 2, title: 3 });
  });
});
