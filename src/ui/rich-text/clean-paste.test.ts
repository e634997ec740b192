// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './clean-paste';
import { GOOGLE_DOCS_PASTE, WORD_PASTE } from './paste-samples';

describe('cleanPastedHtml', () => {
  it('keeps the structure of a Word document and nothing of its styling', () => {
    expect(cleanPastedHtml(WORD_PASTE)).toBe(
      '<h2>Summer rewards</h2>' +
        '<p><strong>Earn double points</strong> on every course until <em>31 August</em>.</p>' +
        '<ul><li><p>Mugs</p></li><li><p>Hoodies</p></li></ul>' +
        '<ol><li><p>Sign in</p></li><li><p>Pick a reward</p></li></ol>' +
        '<p>Read <a href="https://example.com/rules">the rules</a>.</p>',
    );
  });

  it('keeps bold and italic that Google Docs writes as styles, and drops its wrapper', () => {
    expect(cleanPastedHtml(GOOGLE_DOCS_PASTE)).toBe(
      '<p><strong>New rewards</strong> arrive <em>every month</em>.</p>' +
        '<ul><li><p>Tote bags</p></li></ul>',
    );
  });

  it.each([
    ['<p class="x" style="color:red" lang="en">Hi</p>', '<p>Hi</p>'],
    ['<p><font color="red" face="Arial">Red</font></p>', '<p>Red</p>'],
    ['<h1>Title</h1><h4>Small</h4>', '<h2>Title</h2><h3>Small</h3>'],
    ['<p><a href="javascript:alert(1)">x</a></p>', '<p>x</p>'],
    ['<p><img src="https://example.com/a.png" onerror="alert(1)">Text</p>', '<p>Text</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<div>One</div><div><p>Two</p></div>', '<p>One</p><p>Two</p>'],
    ['<table><tr><td>A</td><td>B</td></tr></table>', '<p>A B </p>'],
    ['<p>&nbsp;</p><p>Text</p><p> </p>', '<p>Text</p>'],
    ['<p>Line<br>break</p>', '<p>Line<br>break</p>'],
  ])('%s', (input, expected) => {
    expect(cleanPastedHtml(input)).toBe(expected);
  });

  it('leaves the editor’s own copy as it is', () => {
    const own = '<ul data-pm-slice="3 3 []"><li><p>Item</p></li></ul>';
    expect(cleanPastedHtml(own)).toBe(own);
  });
});
