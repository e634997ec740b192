import { DEFERRED_ENTRY_ID, type DeferredEntry } from '@/app/deferred-entry';
import { PAGE_STATE_ID } from '@/app/page-state';
import type { RenderedPage as ServerDrawnPage } from '@/entry-server';

/** What the server drew of a page, and a page that sends its reader elsewhere (src/entry-server.tsx). */
export type { RedirectedPage as ServerRedirect, RenderedPage as ServerDrawnPage } from '@/entry-server';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * JSON inside a script element: `<` is written as its escape, so no answer can end the element
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

/**
 * index.html with a page the server drew in place of the loading state:
 * - the drawn markup inside `#root`, and the answers it came from for the browser to hydrate with;
 * - the reader's language, direction and appearance on `<html>`, as the browser would set them;
 * - the stylesheet as a stylesheet: the page is on screen from the first paint, styled;
 * - no preloads of the first answers, which the page already carries;
 * - the app's scripts asked for once the page is painted (src/app/deferred-entry.ts).
 */
export function pageDocument(template: string, page: ServerDrawnPage): string {
  const root = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
  if (!root.test(template)) throw new Error('index.html has no #root with a loading state to replace');
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>`;
  const headEnd = template.indexOf('</head>');
  return (deferEntry(template.slice(0, headEnd)) + template.slice(headEnd))
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      () =>
        `<html lang="${escapeAttribute(page.lang)}" dir="${page.dir}" style="${escapeAttribute(page.style)}">`,
    )
    .replace(/\s*<link rel="preload" as="fetch"[^>]*>/g, '')
    .replace(
      /<link rel="preload" as="style"([^>]*data-app-styles[^>]*)>/,
      (_, rest: string) => `<link rel="stylesheet"${rest}>`,
    )
    .replace(root, () => `<div id="root">${page.html}</div>${state}`);
}
