/**
 * On a page the server rendered, the app's scripts are asked for once the page is on screen
 * (docs/decisions/0006-scripts-after-the-first-paint.md). Over a phone's connection they otherwise
 * share it with the stylesheet and the font that the first paint waits for, and the page, already
 * rendered, reaches the screen later for code it does not need to be seen. Presses made meanwhile are
 * held (./early-input.ts).
 *
 * The server writes the entry's module script and its preloads as data instead of tags
 * (server/page-html.ts); this module, part of the head's classic script (./boot.ts), adds the tags
 * once the page has had its first contentful paint and is parsed. It has no imports.
 */

/** The id of the element holding the entry's scripts, as the server writes it. */
export const DEFERRED_ENTRY_ID = 'app-entry';

/** How long after the load a visible page's first paint is waited for, should it never be reported. */
const UNREPORTED_PAINT_MS = 1000;

/** The entry's module script and the modules it imports, preloaded beside it so none waits for another. */
export interface DeferredEntry {
  entry: string;
  preload: string[];
}

function readEntry(doc: Document): DeferredEntry | undefined {
  const text = doc.getElementById(DEFERRED_ENTRY_ID)?.textContent;
  if (!text) return undefined;
  const value: unknown = JSON.parse(text);
  const { entry, preload } = (value ?? {}) as Partial<DeferredEntry>;
  if (typeof entry !== 'string' || !Array.isArray(preload))
    throw new Error(`#${DEFERRED_ENTRY_ID} names no entry`);
  return { entry, preload: preload.filter((href): href is string => typeof href === 'string') };
}

/** The tags the build would have written in the head, added now. */
function addScripts(doc: Document, { entry, preload }: DeferredEntry) {
  for (const href of preload) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  doc.head.append(script);
}

/**
 * Adds the entry's scripts once the page is both painted and parsed: an added module script runs as
 * soon as it arrives, and the entry hydrates the whole document. Where the browser does not report
 * paints, once the page is parsed; a page not painted (opened in a background tab), once it has
 * loaded. A document the server did not render has no such data, and loads its scripts itself.
 */
export function startEntryAfterFirstPaint(doc: Document): void {
  const scripts = readEntry(doc);
  const view = doc.defaultView;
  if (!scripts || !view) return;
  let started = false;
  let parsed = doc.readyState !== 'loading';
  let painted = !view.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    addScripts(doc, scripts);
  };
  const startIfReady = () => {
    if (parsed && painted) start();
  };
  const observer = painted
    ? undefined
    : new view.PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        painted = true;
        startIfReady();
      });
  observer?.observe({ type: 'paint', buffered: true });
  doc.addEventListener(
    'DOMContentLoaded',
    () => {
      parsed = true;
      startIfReady();
    },
    { once: true },
  );
  // The load may come before the first paint, which is then not far off. A page the user cannot
  // see (a background tab) is painted only once they look: its scripts come once it has loaded. And
  // should a visible page's paint never be reported, its scripts come soon after the load all the same.
  view.addEventListener(
    'load',
    () => {
      if (doc.visibilityState === 'hidden') start();
      else view.setTimeout(start, UNREPORTED_PAINT_MS);
    },
    { once: true },
  );
  startIfReady();
}
