import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '@/entry-server';
import { documentTemplate, pageDocument, scriptJson } from './page-html';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Learning platform</title>
    <link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/v2/me" />
    <link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/v2/languages" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
    <script src="/assets/boot-1.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="boot-overlay" role="status" aria-label="Loading">
        <svg viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" /></svg>
      </div>
    </div>
  </body>
</html>`;

const page = {
  kind: 'page' as const,
  status: 200,
  html: new TextEncoder().encode('<main><h1>Welcome</h1></main>'),
  // Only what the document does with it matters here: a query whose data tries to end the script.
  state: {
    queries: {
      queries: [{ queryHash: '["x"]', state: { data: 'a</script><script>alert(1)</script>' } }],
      mutations: [],
    },
    router: {},
  } as unknown as RenderedPage['state'],
  queriesNotLoaded: [],
  lang: 'ar',
  dir: 'rtl' as const,
  style: '--colors-primary: #1f5fbf; --fonts-body: "Inter", sans-serif',
};

describe('pageDocument', () => {
  const html = new TextDecoder().decode(pageDocument(documentTemplate(TEMPLATE), page));

  it('puts the rendered page in place of the loading state, then the data it was rendered from', () => {
    expect(html).toContain(
      '<div id="root"><main><h1>Welcome</h1></main></div><script type="application/json" id="page-state">',
    );
    expect(html).not.toContain('boot-overlay');
  });

  it("names the app's scripts for the head's script to add once the page is painted, before it", () => {
    const [, json = ''] = /<script type="application\/json" id="app-entry">(.*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(json)).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/runtime-1.js', '/assets/app-1.js'],
    });
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html.indexOf('id="app-entry"')).toBeLessThan(html.indexOf('src="/assets/boot-1.js"'));
  });

  it('carries the data as JSON that no value in it can break out of', () => {
    const [, json = ''] = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html) ?? [];
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(page.state);
    // The page's data, the entry's and the head's own script: nothing inline runs.
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it("sets the user's language, direction and appearance on <html>, escaped", () => {
    expect(html).toContain(
      '<html lang="ar" dir="rtl" style="--colors-primary: #1f5fbf; --fonts-body: &quot;Inter&quot;, sans-serif">',
    );
  });

  it('keeps the stylesheet and drops the preloads of the data it carries', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    expect(html).not.toContain('as="fetch"');
  });

  it("puts the page's <title> in place of index.html's, keeps index.html's for a page without one, and the page's icon after it", () => {
    const icon = '<link rel="icon" href="/files/icon.png"/>';
    const headed = {
      ...page,
      title: new TextEncoder().encode('<title>Catalogue | Academy</title>'),
      headElements: [new TextEncoder().encode(icon)],
    };
    const withTitle = new TextDecoder().decode(pageDocument(documentTemplate(TEMPLATE), headed));
    expect(withTitle.match(/<title>.*?<\/title>/g)).toEqual(['<title>Catalogue | Academy</title>']);
    expect(withTitle.indexOf('<title>')).toBeLessThan(withTitle.indexOf('</head>'));
    expect(withTitle.indexOf(icon)).toBeLessThan(withTitle.indexOf('</head>'));
    expect(html.match(/<title>.*?<\/title>/g)).toEqual(['<title>Learning platform</title>']);
    const untitled = { ...page, headElements: [new TextEncoder().encode(icon)] };
    const withIcon = new TextDecoder().decode(pageDocument(documentTemplate(TEMPLATE), untitled));
    expect(withIcon).toContain(`<title>Learning platform</title>${icon}`);
  });

  it('refuses a template without the loading state to replace, <html lang dir> or a <title>', () => {
    expect(() => documentTemplate('<html lang="en" dir="ltr"><body></body></html>')).toThrow(/#root/);
    expect(() => documentTemplate('<html><body><div id="root"><div>…</div></div></body></html>')).toThrow(
      /<html lang dir>/,
    );
    expect(() =>
      documentTemplate('<html lang="en" dir="ltr"><body><div id="root"><div>…</div></div></body></html>'),
    ).toThrow(/<title>/);
  });
});

describe('scriptJson', () => {
  it('escapes every < and stays the same JSON', () => {
    const value = { text: '<!-- </script> <b>' };
    expect(scriptJson(value)).not.toContain('<');
    expect(JSON.parse(scriptJson(value))).toEqual(value);
  });
});
