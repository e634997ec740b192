import { type Plugin, parseAst } from 'vite';

/** The name of the chunk that holds what the entry needs before it can run (docs/performance.md). */
export const FIRST_LOAD_CHUNK = 'app';

const APP_ENTRY = '/src/main.tsx';

/** The chunk of the schemas the first queries validate with (below). */
export const START_SCHEMAS_CHUNK = 'app-schemas';

/** The chunks of the home page (below): what only it and a few others need, and what most need. */
export const HOME_CHUNK = 'home';
export const PAGE_COMMON_CHUNK = 'page-common';

/**
 * A module the home page needs that at least this many lazily loaded parts of the app need as well
 * goes into the page-common chunk: a module used so widely (the API's endpoint helpers, the empty
 * state, the document title) is as likely to be wanted next as to be wanted now.
 */
export const WIDELY_SHARED = 8;

/**
 * zod's JSON Schema generator. `zod/mini` imports zod's core as a whole namespace, which names the
 * generator, so a walk from the first load's schemas or from the home page finds it; nothing
 * either does calls it (classic zod's `.toJSONSchema()` does). In the start-schemas chunk it was
 * 16 KB of every page's load. It is left to the bundler, which puts it with the classic build
 * (and, unused by the pages a folded chunk serves, it would only have named that chunk).
 */
const JSON_SCHEMA_GENERATOR =
  /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors|json-schema-generator|json-schema)\.js$/;

/** An icon's module: the plugin gathers them in one chunk, and so do the bundler's groups (vite.config.ts). */
export const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * A module of an API resource's schemas (`src/api/<name>.schemas.ts`). It is no building block:
 * it brings zod, and every page that loads the page-common chunk would evaluate zod and the
 * schemas at start-up, where it otherwise loads them with its first call (`lazySchemas`).
 */
const SCHEMAS_MODULE = /\.schemas\.ts$/;

/**
 * An icon, or a module of the kit, of `src/lib` or of `src/api`: small and generic. One the home
 * page shares with any other lazily loaded part goes into the page-common chunk, not the home
 * page's own: a page that needed one icon, hook or schema from the home chunk loaded all of the
 * home page's code for it (the shop, 12 KB gzip for a 300-byte hook; the catalogue and a course,
 * 12 KB for the taxonomy's schema).
 */
const isBuildingBlock = (id: string) =>
  (ICON_MODULE.test(id) || /[\\/]src[\\/](api|lib|ui)[\\/]/.test(id)) && !SCHEMAS_MODULE.test(id);

/** A module of the app's own outside `src/api`. */
const APP_MODULE_BEYOND_API = /[\\/]src[\\/](?!api[\\/])/;

/** What one module takes from another: the names, or all of it (`*`). */
type Wanted = Set<string> | '*';

interface ImportEdge {
  source: string;
  /** Names taken from the source module, or '*' for a namespace or a side-effect import. */
  names: Wanted;
}

interface ReExport {
  source: string;
  /** exported name → the source's name; null for `export * from`. */
  names: Map<string, string> | null;
}

interface ModuleShape {
  imports: ImportEdge[];
  /** Set when the module does nothing but re-export other modules (an index.ts barrel). */
  barrel: ReExport[] | null;
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (node: Node) => String(node.type === 'Literal' ? node.value : node.name);

/**
 * The static imports of a module and, for a barrel, what it re-exports from where. A barrel is a
 * module of nothing but imports and exports of what it imported, in either form a build writes:
 * `export { a } from './a'`, or `import { a } from './a'; export { a }`.
 */
export function moduleShape(code: string): ModuleShape {
  const program = parseAst(code) as unknown as { body: Node[] };
  const imports: ImportEdge[] = [];
  const reExports: ReExport[] = [];
  // local binding → where it was imported from, and under which name ('*' for a namespace)
  const importedBindings = new Map<string, { source: string; name: string }>();
  let barrel = program.body.length > 0;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const source = String((statement.source as Node).value);
      const specifiers = statement.specifiers as Node[];
      const named = specifiers.filter((s) => s.type === 'ImportSpecifier');
      const names: Wanted =
        specifiers.length === 0 || named.length < specifiers.length
          ? '*'
          : new Set(named.map((s) => nameOf(s.imported as Node)));
      imports.push({ source, names });
      if (specifiers.length === 0) barrel = false;
      for (const specifier of specifiers) {
        const local = nameOf(specifier.local as Node);
        if (specifier.type === 'ImportSpecifier') {
          importedBindings.set(local, { source, name: nameOf(specifier.imported as Node) });
        } else if (specifier.type === 'ImportNamespaceSpecifier') {
          importedBindings.set(local, { source, name: '*' });
        } else {
          importedBindings.set(local, { source, name: 'default' });
        }
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      const source = String((statement.source as Node).value);
      const names = new Map(
        (statement.specifiers as Node[]).map((s) => [nameOf(s.exported as Node), nameOf(s.local as Node)]),
      );
      reExports.push({ source, names });
      imports.push({ source, names: new Set(names.values()) });
    } else if (statement.type === 'ExportAllDeclaration') {
      const source = String((statement.source as Node).value);
      reExports.push({ source, names: null });
      imports.push({ source, names: '*' });
      if (statement.exported) barrel = false;
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      for (const specifier of statement.specifiers as Node[]) {
        // A namespace passed on (`import * as icons; export { icons }`) maps to the name '*'.
        const binding = importedBindings.get(nameOf(specifier.local as Node));
        if (!binding) {
          barrel = false;
          continue;
        }
        reExports.push({
          source: binding.source,
          names: new Map([[nameOf(specifier.exported as Node), binding.name]]),
        });
      }
    } else if (!(statement.type === 'ExpressionStatement' && statement.directive)) {
      // Anything but a directive ('use strict', 'use client') is code of the module's own.
      barrel = false;
    }
  }
  return { imports, barrel: barrel ? reExports : null };
}

/** What the walk needs to know of the module graph (the bundler's, or a test's). */
export interface ModuleGraph {
  /** The module's code after transformation, null when it has none (an external). */
  code(id: string): string | null;
  /** The names the module exports, as the bundler lists them. */
  exports(id: string): readonly string[];
  resolve(source: string, importer: string): Promise<string | null>;
}

/**
 * The modules the entry needs at start-up: its static imports and theirs, lazy imports left out.
 * Names are followed through barrels (`@/ui`, a feature's index.ts, a package's index): the shell
 * takes a button from the kit's barrel, not the date picker beside it. Any other module counts
 * whole, with everything it imports.
 */
export async function firstLoadModules(entry: string, graph: ModuleGraph): Promise<Set<string>> {
  return staticImportsWalk(graph)(entry);
}

/**
 * `firstLoadModules` for many entries of one graph: each module is parsed, and each import
 * resolved, once for all of them (the bundler's resolution is what a walk spends its time on).
 */
export function staticImportsWalk(graph: ModuleGraph): (entry: string) => Promise<Set<string>> {
  const shapes = new Map<string, ModuleShape | null>();
  const shapeOf = (id: string) => {
    if (!shapes.has(id)) {
      const code = graph.code(id);
      let shape: ModuleShape | null = null;
      try {
        shape = code ? moduleShape(code) : null;
      } catch {
        // Not JavaScript (a stylesheet): it has no imports to follow.
      }
      shapes.set(id, shape);
    }
    return shapes.get(id) ?? null;
  };
  const resolved = new Map<string, string | null>();
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\0${source}`;
    if (!resolved.has(key)) resolved.set(key, await graph.resolve(source, importer));
    return resolved.get(key) ?? null;
  };
  // Whether a module exports a name, itself or through its own `export *`.
  const provided = new Map<string, Promise<boolean>>();
  const provides = (id: string, name: string): Promise<boolean> => {
    const key = `${id}\0${name}`;
    if (!provided.has(key)) provided.set(key, providesFrom(id, name, new Set()));
    return provided.get(key) as Promise<boolean>;
  };
  const providesFrom = async (id: string, name: string, seen: Set<string>): Promise<boolean> => {
    if (seen.has(id)) return false;
    seen.add(id);
    if (graph.exports(id).includes(name)) return true;
    for (const reExport of shapeOf(id)?.barrel ?? []) {
      if (reExport.names) {
        if (reExport.names.has(name)) return true;
        continue;
      }
      const target = await resolve(reExport.source, id);
      if (target && (await providesFrom(target, name, seen))) return true;
    }
    return false;
  };
  return async (entry) => {
    const firstLoad = new Set<string>();
    // Names already asked of each barrel: a barrel reached twice is followed once per name.
    const askedOfBarrel = new Map<string, Set<string>>();
    const visit = async (id: string, names: Wanted): Promise<void> => {
      if (id === entry || firstLoad.has(id)) return;
      const shape = shapeOf(id);
      if (shape?.barrel && names !== '*') {
        const asked = askedOfBarrel.get(id) ?? new Set<string>();
        askedOfBarrel.set(id, asked);
        const fresh = [...names].filter((name) => !asked.has(name));
        for (const name of fresh) asked.add(name);
        for (const reExport of fresh.length > 0 ? shape.barrel : []) {
          const target = await resolve(reExport.source, id);
          if (!target) continue;
          if (reExport.names === null) {
            const provided: string[] = [];
            for (const name of fresh) if (await provides(target, name)) provided.push(name);
            if (provided.length > 0) await visit(target, new Set(provided));
          } else {
            const taken = fresh.flatMap((name) => reExport.names?.get(name) ?? []);
            if (taken.includes('*')) await visit(target, '*');
            else if (taken.length > 0) await visit(target, new Set(taken));
          }
        }
        return;
      }
      firstLoad.add(id);
      for (const edge of shape?.imports ?? []) {
        const target = await resolve(edge.source, id);
        if (target) await visit(target, edge.names);
      }
    };
    for (const edge of shapeOf(entry)?.imports ?? []) {
      const target = await resolve(edge.source, entry);
      if (target) await visit(target, edge.names);
    }
    return firstLoad;
  };
}

/** For each module, the lazily loaded modules that need it, themselves or through static imports. */
export async function lazyModulesNeeding(
  lazyModules: Iterable<string>,
  walk: ReturnType<typeof staticImportsWalk>,
): Promise<Map<string, Set<string>>> {
  const users = new Map<string, Set<string>>();
  for (const lazyModule of lazyModules) {
    for (const id of [lazyModule, ...(await walk(lazyModule))]) {
      const needing = users.get(id) ?? new Set<string>();
      needing.add(lazyModule);
      users.set(id, needing);
    }
  }
  return users;
}

/** A chunk of modules that the same lazily loaded modules (its users) need. */
export interface SharedChunk {
  modules: string[];
  users: ReadonlySet<string>;
  /** Bytes of code, before minification. */
  size: number;
  /** How many of the bundler's chunks this one holds (foldSharedChunks). */
  parts: number;
}

/**
 * The chunks the bundler makes of code the lazily loaded parts share: one per set of users, as
 * Rolldown splits what it is not told to group. A module only one part needs goes into that part's
 * own chunk, and is left out.
 */
export function chunksByUsers(
  users: Map<string, Set<string>>,
  sizeOf: (id: string) => number,
): SharedChunk[] {
  const byKey = new Map<string, SharedChunk>();
  for (const [id, needing] of users) {
    if (needing.size < 2) continue;
    const key = [...needing].sort().join('\0');
    const chunk = byKey.get(key) ?? { modules: [], users: needing, size: 0, parts: 1 };
    chunk.modules.push(id);
    chunk.size += sizeOf(id);
    byKey.set(key, chunk);
  }
  return [...byKey.values()];
}

/**
 * What one request less is worth, in bytes of unminified code a page may load without needing
 * them: on a phone's connection (150 ms latency, 1.6 Mbit/s) a request that waits for one of the
 * six connections costs a round trip, the time some 30 KB take to arrive, and this code compresses
 * to about a third.
 */
export const REQUEST_WORTH = 8_000;

const isSubset = (small: ReadonlySet<string>, large: ReadonlySet<string>) =>
  small.size <= large.size && [...small].every((user) => large.has(user));

/**
 * Folds shared chunks into others: a chunk goes into one that every one of its users needs as
 * well, so no page makes a request more, when the bytes the other users of that chunk then load
 * for nothing are worth less than the requests its own users save (`REQUEST_WORTH` each), and no
 * one fold makes a page load more than `REQUEST_WORTH` of them. The cheapest fold first, until none
 * is worth it. (Bounding each page's sum over all folds instead cost some twenty pages a request
 * more each, and saved 0.8 KB gzip on one.)
 * (Without that bound, Ark's state machines, 15 KB brotli, went into the chunk of the kit's
 * inline alert, and the sign-in page loaded them for the alert alone.)
 *
 * The bundler takes into a group's chunk every module it depends on that no other group holds,
 * and that would drag code into a chunk its pages do not need, or take a lazily loaded part out
 * of its own. So a chunk is folded only once all it depends on (`dependencies`: the static imports
 * of a module, direct or not) is in its target or already placed (`placed`: the first load, the
 * page-common chunk, the icons; not the home chunk, which the pages a folded chunk serves would
 * then load as well); the chunks it depends on are folded first.
 *
 * The bundler cuts shared code into a chunk per set of pages that need it: a page of forms needed
 * some thirty files, most under a kilobyte (Ark's helpers, the kit's fields), and on a phone they
 * come six at a time.
 */
export function foldSharedChunks(
  chunks: readonly SharedChunk[],
  {
    dependencies,
    placed,
  }: { dependencies: (id: string) => Iterable<string>; placed: (id: string) => boolean },
  requestWorth = REQUEST_WORTH,
): SharedChunk[] {
  let folded = chunks.map((chunk) => ({ ...chunk, modules: [...chunk.modules] }));
  const dependenciesPlaced = (from: SharedChunk, into: SharedChunk) =>
    from.modules.every((id) =>
      [...dependencies(id)].every(
        (needed) => placed(needed) || from.modules.includes(needed) || into.modules.includes(needed),
      ),
    );
  for (;;) {
    let best: { from: SharedChunk; into: SharedChunk; ratio: number } | undefined;
    for (const from of folded) {
      for (const into of folded) {
        if (into === from || !isSubset(from.users, into.users)) continue;
        const wasting = into.users.size - from.users.size;
        // No fold makes a page load more than a request's worth of code it does not need.
        if (wasting > 0 && from.size > requestWorth) continue;
        const ratio = (wasting * from.size) / (from.users.size * requestWorth);
        if (ratio <= 1 && (!best || ratio < best.ratio) && dependenciesPlaced(from, into)) {
          best = { from, into, ratio };
        }
      }
    }
    if (!best) return folded;
    const { from, into } = best;
    into.modules.push(...from.modules);
    into.size += from.size;
    into.parts += from.parts;
    folded = folded.filter((chunk) => chunk !== from);
  }
}

/**
 * The chunk each module of the folded chunks goes into, named after the chunk's largest module (its
 * folder's for an index) as the bundler would have named it. Rolldown puts every module given one
 * name into one chunk, so the names are unique.
 */
export function foldedChunkNames(
  chunks: readonly SharedChunk[],
  sizeOf: (id: string) => number,
): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const chunk of chunks) {
    const largest = [...chunk.modules].sort((a, b) => sizeOf(b) - sizeOf(a))[0] ?? '';
    const [file = '', folder = ''] = largest.replace(/\?.*$/, '').split(/[\\/]/).reverse();
    const base = file.replace(/\.[cm]?[jt]sx?$/, '');
    const name = (base === 'index' ? folder : base) || 'shared';
    let unique = name;
    for (let n = 2; taken.has(unique); n++) unique = `${name}-${n}`;
    taken.add(unique);
    for (const id of chunk.modules) names.set(id, unique);
  }
  return names;
}

/**
 * Which of the home page's two chunks a module it needs goes into, given how many lazily loaded
 * parts need it (the home page among them): the page-common chunk for a module most pages need
 * (`WIDELY_SHARED`) and for a building block any other part needs, the home chunk otherwise.
 */
export function homeChunkOf(id: string, users: number): typeof HOME_CHUNK | typeof PAGE_COMMON_CHUNK {
  return users > WIDELY_SHARED || (users > 1 && isBuildingBlock(id)) ? PAGE_COMMON_CHUNK : HOME_CHUNK;
}

/**
 * Puts the modules the entry needs at start-up (`firstLoadModules`) into one chunk beside the
 * entry, and the home page's modules into two.
 *
 * The bundler splits code shared by the entry and the lazily loaded pages into a chunk per set of
 * importers: the first load came as some twenty files, most of them a kilobyte or two, and on a
 * phone each is a request that waits for one of the six connections a browser opens to a server.
 * What the entry imports statically is evaluated at start-up anyway, and a page chunk is only ever
 * loaded after the entry, so gathering these modules adds no byte to the first visit and changes
 * no order in which modules run: it saves requests (docs/performance.md).
 *
 * The home page (`homePage`, the page a visitor lands on at `/`) came as twenty more files for the
 * same reason: it now comes as its own chunk and a page-common one (modules `WIDELY_SHARED` other
 * lazily loaded parts need too). A page that shares a module with the home page loads one of these
 * two files, with the home page's other modules in it: a few kilobytes more on some pages, and
 * fewer requests on most (docs/performance.md, "First load").
 */
export function firstLoadChunkPlugin({ homePage }: { homePage?: string } = {}): Plugin {
  let firstLoad = new Set<string>();
  let startSchemas = new Set<string>();
  // modules of the app's own the start schemas import, which pages use without zod
  let schemaDependencies = new Set<string>();
  let home = new Set<string>();
  let pageCommon = new Set<string>();
  // module → the chunk it goes into, for the shared chunks folded together (foldSharedChunks)
  let folded = new Map<string, string>();
  return {
    name: 'learning-platform:first-load-chunk',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: FIRST_LOAD_CHUNK, test: (id: string) => firstLoad.has(id) },
                  // Before the start schemas' group, which would otherwise take in what its
                  // modules import (the server's date format), and a page showing a date would
                  // load zod with it.
                  { name: PAGE_COMMON_CHUNK, test: (id: string) => pageCommon.has(id) },
                  { name: START_SCHEMAS_CHUNK, test: (id: string) => startSchemas.has(id) },
                  { name: HOME_CHUNK, test: (id: string) => home.has(id) },
                  // Each icon a page renders was a file of its own, some 300 bytes: a page of ten
                  // icons made ten requests. Together they are about 4 KB.
                  {
                    name: 'icons',
                    test: (id: string) => ICON_MODULE.test(id) && !firstLoad.has(id),
                  },
                  // The shared chunks folded together (foldSharedChunks), each a group of its own.
                  { name: (id: string) => folded.get(id) ?? null, debugName: 'folded shared chunks' },
                ],
              },
            },
          },
        },
      };
    },
    async buildEnd() {
      // Other builds that load this config (Storybook's, the mock server's) have no such entry and
      // are left as they are.
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => id.endsWith(APP_ENTRY));
      const graph: ModuleGraph = {
        code: (id) => this.getModuleInfo(id)?.code ?? null,
        exports: (id) => this.getModuleInfo(id)?.exports ?? [],
        resolve: async (source, importer) => (await this.resolve(source, importer))?.id ?? null,
      };
      const walk = staticImportsWalk(graph);
      firstLoad = entry ? await walk(entry) : new Set();
      // What the groups below take in: everything a module imports, but zod's JSON Schema generator.
      const walkGrouped = async (id: string) =>
        new Set([...(await walk(id))].filter((needed) => !JSON_SCHEMA_GENERATOR.test(needed)));
      // The schemas the first load's API modules import lazily (`lazySchemas`, src/api/client.ts)
      // are asked for as soon as the first queries start, all of them: one file rather than one
      // each, with what they need that the first load has not: zod and the API's schema helpers.
      // A module of the app's own beyond src/api (the server's date format) goes into the
      // page-common chunk: in theirs, a page that imports it to show a date loaded zod with it.
      startSchemas = new Set();
      schemaDependencies = new Set();
      for (const id of ids) {
        const importers = this.getModuleInfo(id)?.dynamicImporters ?? [];
        if (!id.endsWith('.schemas.ts') || !importers.some((importer) => firstLoad.has(importer))) continue;
        startSchemas.add(id);
        for (const needed of await walkGrouped(id)) {
          if (firstLoad.has(needed)) continue;
          if (APP_MODULE_BEYOND_API.test(needed)) schemaDependencies.add(needed);
          else startSchemas.add(needed);
        }
      }
      home = new Set();
      pageCommon = new Set();
      folded = new Map();
      if (!entry) return;
      const loaded = (id: string) => firstLoad.has(id) || startSchemas.has(id);
      const lazyModules = new Set(
        ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => !loaded(id)),
      );
      const needing = await lazyModulesNeeding(lazyModules, walkGrouped);
      const homeId = homePage ? ids.find((id) => id.endsWith(homePage)) : undefined;
      for (const id of homeId ? [homeId, ...(await walkGrouped(homeId))] : []) {
        if (loaded(id)) continue;
        // The home page itself counts among the lazily loaded modules that need it.
        if (homeChunkOf(id, needing.get(id)?.size ?? 0) === PAGE_COMMON_CHUNK) pageCommon.add(id);
        else home.add(id);
      }
      for (const id of schemaDependencies) {
        home.delete(id);
        pageCommon.add(id);
      }
      // What is left of the shared code: each module goes where the bundler puts it, in the chunk
      // of the set of parts that need it, and small chunks are folded into larger ones.
      const placed = (id: string) => loaded(id) || home.has(id) || pageCommon.has(id) || ICON_MODULE.test(id);
      const left = new Map([...needing].filter(([id]) => !placed(id) && !lazyModules.has(id)));
      const sizeOf = (id: string) => this.getModuleInfo(id)?.code?.length ?? 0;
      const closures = new Map<string, Set<string>>();
      for (const id of left.keys()) closures.set(id, await walk(id));
      const chunks = foldSharedChunks(chunksByUsers(left, sizeOf), {
        dependencies: (id) => closures.get(id) ?? [],
        // Not the home chunk: a folded chunk that imports from it would make each page it serves
        // load the home page's code too.
        placed: (id) => placed(id) && !home.has(id),
      });
      folded = foldedChunkNames(
        chunks.filter((chunk) => chunk.parts > 1),
        sizeOf,
      );
    },
  };
}
