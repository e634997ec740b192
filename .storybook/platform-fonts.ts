import { cdp } from 'vitest/browser';
import { waitForSettled } from '../src/testing/settle';

/**
 * Which text of the story is rendered in a font the machine happens to have rather than one the
 * project ships. A picture with such text changes when a font package is installed (docs/testing.md,
 * "Fonts"), so every story is checked before its picture. Chromium reports the fonts its shaper
 * really used for a node (`CSS.getPlatformFontsForNode`, glyph runs included, so a single character
 * that fell back to a system font is seen).
 */
export interface PlatformFontUse {
  /** The start of the text that used it. */
  text: string;
  /** The platform font's family, as the machine named it. */
  family: string;
}

const PROBE = 'data-font-probe';

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeValue?: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  shadowRootType?: string;
  contentDocument?: DomNode;
}

interface PlatformFontUsage {
  familyName: string;
  postScriptName?: string;
  isCustomFont: boolean;
  glyphCount: number;
}

const visible = /\S/;

/**
 * Marks the fewest elements whose text covers every (font setting, character) of the page not yet
 * in `checked`: a character rendered in one family, weight and style falls back the same way wherever
 * it is, so asking once per pair finds every fallback at a few protocol calls a story. Returns the
 * pairs each marked element stands for, by the number its attribute carries.
 */
function markProbes(root: Document, checked: ReadonlySet<string>): Map<string, string[]> {
  const marked = new Map<string, string[]>();
  const seen = new Set<string>();
  const walker = root.createTreeWalker(root.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const parent = node.parentElement;
    if (!parent || !visible.test(text) || parent.closest('script, style, template, noscript')) continue;
    const style = getComputedStyle(parent);
    const setting = `${style.fontFamily}|${style.fontWeight}|${style.fontStyle}|${style.fontStretch}`;
    for (const character of text) {
      if (!visible.test(character)) continue;
      const key = `${setting}|${character}`;
      if (seen.has(key) || checked.has(key)) continue;
      seen.add(key);
      let probe = parent.getAttribute(PROBE);
      if (probe === null) {
        probe = String(marked.size);
        parent.setAttribute(PROBE, probe);
        marked.set(probe, []);
      }
      marked.get(probe)?.push(key);
    }
  }
  return marked;
}

/** The protocol lists an element's attributes as name, value, name, value… */
const attributeOf = (node: DomNode, name: string): string | undefined => {
  const attributes = node.attributes ?? [];
  for (let index = 0; index < attributes.length; index += 2) {
    if (attributes[index] === name) return attributes[index + 1];
  }
  return undefined;
};

interface Probe {
  nodeId: number;
  text: string;
  /** The marked element's number; none for text in a user-agent shadow tree. */
  probe?: string;
}

/** Probed elements, and the parents of text in user-agent shadow trees (a video's time, a file input's button). */
function probedNodes(root: DomNode): Probe[] {
  const found: Probe[] = [];
  const visit = (node: DomNode, inUserAgentTree: boolean) => {
    const children = node.children ?? [];
    const probe = attributeOf(node, PROBE);
    if (probe !== undefined || (inUserAgentTree && children.some(isVisibleText))) {
      found.push({ nodeId: node.nodeId, text: textOf(node), probe });
    }
    for (const child of children) visit(child, inUserAgentTree);
    for (const shadow of node.shadowRoots ?? [])
      visit(shadow, inUserAgentTree || shadow.shadowRootType === 'user-agent');
    if (node.contentDocument) visit(node.contentDocument, false);
  };
  visit(root, false);
  return found;
}

const isVisibleText = (node: DomNode) =>
  node.nodeType === Node.TEXT_NODE && visible.test(node.nodeValue ?? '');

function textOf(node: DomNode): string {
  const parts: string[] = [];
  const collect = (current: DomNode) => {
    if (current.nodeType === Node.TEXT_NODE) parts.push(current.nodeValue ?? '');
    for (const child of current.children ?? []) collect(child);
  };
  collect(node);
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

const ATTEMPTS = 5;

/**
 * Every use of a platform font by the story's text, once per (family, text). An element that left
 * the document between reading it and asking about it (a late re-render) is skipped; the pairs it
 * stood for are asked again, of whatever element renders them then, once the page has settled. The
 * check fails only if some text never holds still long enough to be asked about.
 */
export async function platformFontsUsed(): Promise<PlatformFontUse[]> {
  const checked = new Set<string>();
  const uses = new Map<string, PlatformFontUse>();
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const missed = await checkOnce(checked, uses);
    if (missed.length === 0) return [...uses.values()];
    if (attempt === ATTEMPTS) {
      throw new Error(
        `text kept leaving the page before its fonts could be read: ${missed.slice(0, 5).join(', ')}`,
      );
    }
    await waitForSettled();
  }
  return [...uses.values()];
}

/** Asks about every pair not yet checked; returns the text of the elements that were gone. */
async function checkOnce(checked: Set<string>, uses: Map<string, PlatformFontUse>): Promise<string[]> {
  const marked = markProbes(document, checked);
  const session = cdp();
  const missed: string[] = [];
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    // `pierce` takes in user-agent shadow trees and the story's iframe.
    const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    for (const { nodeId, text, probe } of probedNodes(root)) {
      let fonts: PlatformFontUsage[];
      try {
        ({ fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId })) as {
          fonts: PlatformFontUsage[];
        });
      } catch (error) {
        // The protocol's error reaches the page as an object with a message, not always an Error.
        const message = (error as { message?: unknown } | undefined)?.message ?? error;
        if (!/Could not find node/.test(String(message))) throw error;
        missed.push(JSON.stringify(text));
        continue;
      }
      for (const key of probe === undefined ? [] : (marked.get(probe) ?? [])) checked.add(key);
      for (const font of fonts) {
        if (font.isCustomFont || font.glyphCount === 0) continue;
        uses.set(`${font.familyName}|${text}`, { text, family: font.familyName });
      }
    }
    return missed;
  } finally {
    for (const element of document.querySelectorAll(`[${PROBE}]`)) element.removeAttribute(PROBE);
    await session.send('CSS.disable');
    // Reading the document turned on the protocol's DOM events for every node it returned: off
    // again, so later stories' changes are not reported to a session that no longer listens.
    await session.send('DOM.disable');
  }
}

/**
 * The one font the story tests' Chromium has (scripts/chromium.mjs, `guardFontConfig`): every
 * family a machine's font would stand for resolves to it, so any use of a platform font in a run
 * is this one.
 */
export const GUARD_FONT_FAMILY = 'JetBrains Mono';

/** The platform fonts Chromium's shaper renders "Ag" with in `family` (a generic or a named one). */
export async function platformFontsFor(family: string): Promise<string[]> {
  const sample = document.createElement('span');
  sample.style.fontFamily = family;
  sample.textContent = 'Ag';
  sample.setAttribute(PROBE, 'family');
  document.body.append(sample);
  const session = cdp();
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    const probe = probedNodes(root).find((node) => node.probe === 'family');
    if (!probe) throw new Error(`the sample for ${family} was not found`);
    // The protocol reads the fonts of the text as last laid out: a sample not yet laid out has none.
    for (let attempt = 1; ; attempt += 1) {
      sample.getBoundingClientRect();
      const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId: probe.nodeId })) as {
        fonts: PlatformFontUsage[];
      };
      if (fonts.length > 0 || attempt === ATTEMPTS) return fonts.map((font) => font.familyName);
      await new Promise(requestAnimationFrame);
    }
  } finally {
    sample.remove();
    await session.send('CSS.disable');
    await session.send('DOM.disable');
  }
}
