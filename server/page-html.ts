import { DEFERRED_ENTRY_ID, type DeferredEntry } from '@/app/deferred-entry';
import { PAGE_STATE_ID } from '@/app/page-state';
import type { RenderedPage } from '@/entry-server';
import { concatBytes } from '@/lib/bytes';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * JSON inside a script element: `<` is written as its escape, so no response can end the element
 * (`</script>`) or open a comment. The script's type makes it data, which the content security
 * policy allows, unlike an inline script.
 */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const MODULE_ENTRY = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The entry's module script and its preloads as data for the head's script, which adds them once the
 * page is painted (src/app/deferred-entry.ts). A template without a module entry is left as it is.
 */
function deferEntry(head: string): string {
  const entry = MODULE_ENTRY.exec(head)?.[1];
  if (!entry) return head;
  const preload = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const data: DeferredEntry = { entry, preload };
  return head
    .replace(MODULE_PRELOAD, '')
    .replace(
      MODULE_ENTRY,
      () => `\n    <script type="application/json" id="${DEFERRED_ENTRY_ID}">${scriptJson(data)}</script>`,
    );
}

/** index.html cut where each rendered page puts its own parts, its bytes ready (pageDocument). */
export interface DocumentTemplate {
  /** Up to `<html ...>`. */
  start: Uint8Array;
  /** After `<html ...>`, up to index.html's `<title>`. */
  head: Uint8Array;
  /** index.html's `<title>`, for a page that renders none of its own. The page's other head elements follow it. */
  title: Uint8Array;
  /** After the `<title>`, up to and with `<div id="root">`. */
  body: Uint8Array;
  /** After the loading state, to the end. */
  end: Uint8Array;
}

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
const HTML_TAG = /<html lang="[^"]*" dir="[^"]*">/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const encoder = new TextEncoder();

/**
 * index.html made ready for the pages rendered into it, once for them all:
 * - no preloads of the first responses, which the page already carries;
 * - the app's scripts asked for once the page is painted (src/app/deferred-entry.ts).
 */
export function documentTemplate(template: string): DocumentTemplate {
  const headEnd = template.indexOf('</head>');
  const prepared = (deferEntry(template.slice(0, headEnd)) + template.slice(headEnd)).replace(
    /\s*<link rel="preload" as="fetch"[^>]*>/g,
    '',
  );
  const root = ROOT.exec(prepared);
  const html = HTML_TAG.exec(prepared);
  const title = TITLE.exec(prepared);
  if (!root) throw new Error('index.html has no #root with a loading state to replace');
  if (!html) throw new Error("index.html has no <html lang dir> to set the user's on");
  if (!title) throw new Error('index.html has no <title> for a page to replace');
  const afterHtml = html.index + html[0].length;
  const afterTitle = title.index + title[0].length;
  return {
    start: encoder.encode(prepared.slice(0, html.index)),
    head: encoder.encode(prepared.slice(afterHtml, title.index)),
    title: encoder.encode(title[0]),
    body: encoder.encode(`${prepared.slice(afterTitle, root.index)}<div id="root">`),
    end: encoder.encode(prepared.slice(root.index + root[0].length)),
  };
}

/**
 * index.html with a page rendered on the server in place of the loading state, as the bytes sent:
 * - the rendered markup inside `#root`, and the data it came from for the browser to hydrate with;
 * - the page's `<title>` in place of index.html's, and its other head elements (the appearance's icon)
 *   after it, so after index.html's icon, which a later one overrides;
 * - the user's language, direction and appearance on `<html>`, as the browser would set them.
 * The markup goes in as React wrote it, never decoded and encoded again, into one buffer of its own
 * rather than React's many chunks, which each response would keep alive until it is collected.
 */
export function pageDocument(template: DocumentTemplate, page: RenderedPage): Uint8Array {
  const parts = [
    template.start,
    encoder.encode(
      `<html lang="${escapeAttribute(page.lang)}" dir="${page.dir}" style="${escapeAttribute(page.style)}">`,
    ),
    template.head,
    page.title ?? template.title,
    ...(page.headElements ?? []),
    template.body,
    page.html,
    encoder.encode(
      `</div><script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>`,
    ),
    template.end,
  ];
  return concatBytes(parts);
}
