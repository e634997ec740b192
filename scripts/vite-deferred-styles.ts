import type { Plugin } from 'vite';

/** Marks the stylesheets the app applies itself before its first render (src/app/app-styles.ts). */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-app-styles';

const STYLESHEET = /<link rel="stylesheet"([^>]*)>/g;

/**
 * The built index.html links the app's stylesheet with `rel="stylesheet"`, which holds the first
 * paint until it has arrived, though the page rendered meanwhile is index.html's loading state, styled
 * inline. Fetched as a preload instead, at the same priority, the stylesheet no longer blocks that
 * paint; the app turns it into a stylesheet and waits for it before it renders (docs/performance.md,
 * "First paint").
 */
export function deferStylesheets(html: string): string {
  return html.replace(
    STYLESHEET,
    (_link, attributes: string) => `<link rel="preload" as="style"${attributes} ${DEFERRED_STYLE_ATTRIBUTE}>`,
  );
}

export function deferredStylesPlugin(): Plugin {
  return {
    name: 'learning-platform:deferred-styles',
    transformIndexHtml: {
      order: 'post',
      // Only the app's page, and only in the build: the dev server injects styles from the modules
      // themselves, and Storybook's pages, built with this config too, never apply a preload.
      handler: (html, context) =>
        context.bundle && context.path === '/index.html' ? deferStylesheets(html) : html,
    },
  };
}
