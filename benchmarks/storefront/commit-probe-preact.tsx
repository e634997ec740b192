import { options } from 'preact';
import type { ReactNode } from 'react';
import type { CommitListener } from './commit-probe';

/**
 * Preact's hooks into its renderer, by their names in the published build: `__r` before each
 * component renders, `__c` once a render has reached the page (the DOM is updated; layout effects
 * follow). preact/hooks sets them too, so each calls the one it replaces.
 */
interface RendererHooks {
  __r?: (vnode: unknown) => void;
  __c?: (root: unknown, commitQueue: unknown[]) => void;
}

let listener: CommitListener = () => {};
let renderStart: number | undefined;
const hooks = options as RendererHooks;
const rendering = hooks.__r;
const committing = hooks.__c;
hooks.__r = (vnode) => {
  renderStart ??= performance.now();
  rendering?.(vnode);
};
hooks.__c = (root, commitQueue) => {
  committing?.(root, commitQueue);
  const commit = performance.now();
  const start = renderStart ?? commit;
  renderStart = undefined;
  // Preact diffs and writes the DOM in one pass: its "render" is the whole pass up to the commit.
  listener({ render: commit - start, start, commit });
};

/** On Preact: every commit of the page, from its first component's render to the DOM written. */
export function CommitProbe({ onCommit, children }: { onCommit: CommitListener; children: ReactNode }) {
  listener = onCommit;
  return children;
}
