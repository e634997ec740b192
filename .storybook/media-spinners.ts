import { expect } from 'vitest';
import { cdp } from 'vitest/browser';

/**
 * Chromium's native video controls show a loading spinner while a video loads its metadata and,
 * once it has, keep it on screen until the spinner's current turn of animation ends: up to about
 * a second and a half after `readyState` says the frame is there. The spinner lives in the
 * video's user-agent shadow tree, which no page script can see (and `document.getAnimations()`
 * leaves out), so a picture taken soon after a video loads could catch it at any angle. Pictures
 * wait for every such spinner to be hidden, read through the DevTools protocol.
 */
export async function mediaSpinnersGone(): Promise<void> {
  if (!document.querySelector('video')) return;
  try {
    await expect
      .poll(spinnersShown, {
        timeout: 10_000,
        interval: 50,
        message: 'a video still shows its loading spinner: is it still loading, or left buffering?',
      })
      .toBe(0);
  } finally {
    // Reading the document turned on the protocol's DOM events for every node it returned: off
    // again, so later stories' changes are not reported to a session that no longer listens.
    await cdp().send('DOM.disable');
  }
}

interface DomNode {
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

const LOADING_PANEL = '-internal-media-controls-loading-panel';

async function spinnersShown(): Promise<number> {
  // `pierce` takes in user-agent shadow trees and the story's iframe.
  const { root } = (await cdp().send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  let shown = 0;
  const visit = (node: DomNode) => {
    if (attribute(node, 'pseudo') === LOADING_PANEL && !attribute(node, 'style')?.includes('display: none')) {
      shown += 1;
    }
    for (const child of node.children ?? []) visit(child);
    for (const shadow of node.shadowRoots ?? []) visit(shadow);
    if (node.contentDocument) visit(node.contentDocument);
  };
  visit(root);
  return shown;
}

/** The protocol lists an element's attributes as name, value, name, value… */
function attribute(node: DomNode, name: string): string | undefined {
  const attributes = node.attributes ?? [];
  for (let index = 0; index < attributes.length; index += 2) {
    if (attributes[index] === name) return attributes[index + 1];
  }
  return undefined;
}
