import { expect, waitFor } from 'storybook/test';

/** Selects words in the writing box as a drag of the mouse would (the editor follows the DOM selection). */
export async function selectText(editor: HTMLElement, words: string) {
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = node.textContent?.indexOf(words) ?? -1;
    if (start < 0) continue;
    editor.focus();
    window.getSelection()?.setBaseAndExtent(node, start, node, start + words.length);
    await waitFor(() => expect(window.getSelection()?.toString()).toBe(words));
    return;
  }
  throw new Error(`No text "${words}" in the editor.`);
}

/** Puts the caret at the end of the writing box's text. */
export async function caretAtEnd(editor: HTMLElement) {
  editor.focus();
  const selection = window.getSelection();
  selection?.selectAllChildren(editor);
  selection?.collapseToEnd();
  await waitFor(() => expect(editor).toHaveFocus());
}
