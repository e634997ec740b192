import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { DEFERRED_ENTRY_ID, startEntryAfterFirstPaint } from './deferred-entry';

const ENTRY = { entry: '/assets/index-1.js', preload: ['/assets/runtime-1.js', '/assets/app-1.js'] };

/** A document being parsed: its head with the entry's data, the body still to come. */
async function parsingDocument(data: unknown = ENTRY) {
  const dom = new JSDOM('', { url: 'http://localhost/' });
  const doc = dom.window.document;
  // jsdom parses at once and fires its own events soon after; once they are past, the test plays
  // the parser's part by firing them again.
  await new Promise((resolve) => dom.window.addEventListener('load', resolve, { once: true }));
  Object.defineProperty(doc, 'readyState', { configurable: true, value: 'loading' });
  doc.head.innerHTML = `<script type="application/json" id="${DEFERRED_ENTRY_ID}">${JSON.stringify(data)}</script>`;
  const added = () =>
    [...doc.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((element) =>
      element instanceof dom.window.HTMLScriptElement
        ? `script ${element.getAttribute('src')} ${element.crossOrigin}`
        : `preload ${element.getAttribute('href')} ${(element as HTMLLinkElement).crossOrigin}`,
    );
  const parsed = () => doc.dispatchEvent(new dom.window.Event('DOMContentLoaded'));
  const loaded = () => dom.window.dispatchEvent(new dom.window.Event('load'));
  return { dom, doc, added, parsed, loaded };
}

/** A PerformanceObserver that reports paints, and a way to report one. */
function paintTiming(window: JSDOM['window']) {
  const observers: {
    callback: (list: { getEntriesByName(name: string): unknown[] }) => void;
    on: boolean;
  }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly self;
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      this.self = { callback, on: false };
      observers.push(this.self);
    }
    observe({ type }: { type: string }) {
      if (type === 'paint') this.self.on = true;
    }
    disconnect() {
      this.self.on = false;
    }
  }
  Object.assign(window, { PerformanceObserver: FakeObserver });
  return (name: string) => {
    for (const observer of observers)
      if (observer.on) observer.callback({ getEntriesByName: (asked) => (asked === name ? [{}] : []) });
  };
}

describe('startEntryAfterFirstPaint', () => {
  it('adds the entry and its preloads once the page is painted and parsed, once', async () => {
    const { dom, doc, added, parsed, loaded } = await parsingDocument();
    const paint = paintTiming(dom.window);
    startEntryAfterFirstPaint(doc);
    paint('first-paint');
    parsed();
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    expect(added()).toEqual([
      'preload /assets/runtime-1.js ',
      'preload /assets/app-1.js ',
      'script /assets/index-1.js ',
    ]);
    paint('first-contentful-paint');
    loaded();
    expect(added()).toHaveLength(3);
  });

  it('waits for the whole page to be parsed after a paint: the entry hydrates all of it', async () => {
    const { dom, doc, added, parsed } = await parsingDocument();
    const paint = paintTiming(dom.window);
    startEntryAfterFirstPaint(doc);
    paint('first-contentful-paint');
    expect(added()).toEqual([]);
    parsed();
    expect(added()).toHaveLength(3);
  });

  it('starts once parsed where the browser reports no paints', async () => {
    const { doc, added, parsed } = await parsingDocument();
    startEntryAfterFirstPaint(doc);
    expect(added()).toEqual([]);
    parsed();
    expect(added()).toHaveLength(3);
  });

  it('starts once loaded on a page the user cannot see (a background tab), which is not painted', async () => {
    const { dom, doc, added, parsed, loaded } = await parsingDocument();
    paintTiming(dom.window);
    Object.defineProperty(doc, 'visibilityState', { configurable: true, value: 'hidden' });
    startEntryAfterFirstPaint(doc);
    parsed();
    expect(added()).toEqual([]);
    loaded();
    expect(added()).toHaveLength(3);
  });

  it('waits for the paint of a visible page that loaded first, but not for ever', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { dom, doc, added, parsed, loaded } = await parsingDocument();
      const paint = paintTiming(dom.window);
      Object.defineProperty(doc, 'visibilityState', { configurable: true, value: 'visible' });
      startEntryAfterFirstPaint(doc);
      parsed();
      loaded();
      expect(added()).toEqual([]);
      paint('first-contentful-paint');
      expect(added()).toHaveLength(3);

      const unreported = await parsingDocument();
      paintTiming(unreported.dom.window);
      startEntryAfterFirstPaint(unreported.doc);
      unreported.parsed();
      unreported.loaded();
      vi.advanceTimersByTime(999);
      expect(unreported.added()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(unreported.added()).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a page the browser renders itself alone: index.html loads its scripts', () => {
    const dom = new JSDOM('<!doctype html><head></head><body></body>');
    startEntryAfterFirstPaint(dom.window.document);
    dom.window.document.dispatchEvent(new dom.window.Event('DOMContentLoaded'));
    expect(dom.window.document.head.children).toHaveLength(0);
  });

  it('refuses data that names no entry, rather than leave the page without its code unsaid', async () => {
    const { doc } = await parsingDocument({ preload: [] });
    expect(() => startEntryAfterFirstPaint(doc)).toThrow(/names no entry/);
  });
});
