/**
 * The production index.html fetches the app's stylesheet as a preload so that it does not hold
 * the first paint (scripts/vite-deferred-styles.ts). Applies it and resolves once it is in use,
 * so that nothing is rendered unstyled; at once when there is none (the dev server injects styles
 * from the modules). A stylesheet that fails to load does not stop the app from starting.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=style][data-app-styles]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
