import { expect, test } from 'vitest';
import { builtServerPerFile } from './server-bundle';

/**
 * A page arrives whole, each part in its place. Left to its defaults, React's server renderer sends
 * a part larger than 12.8 KB apart from the page, hidden, with an inline script that reveals it at
 * an animation frame; WebKit gave none to a page still waiting for its scripts, and the login form
 * stayed hidden until they ran. It did so on a page's first render (a part that suspended on its
 * code): the suite's own server (global-setup.ts) has rendered pages already, so this file starts a
 * fresh one from the same build, in its own module instance.
 */
const origin = builtServerPerFile();

test.each(['/user/login', '/', '/user/register'])(
  '%s rendered for the first time arrives whole, with no part left for a script to reveal',
  async (path) => {
    const response = await fetch(`${origin()}${path}`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="page-state"');
    // React's markers of a part sent apart from its place (`<template id="B:0">`, `<div hidden id="S:0">`).
    expect(html).not.toMatch(/<template id="B:\d+"|<div hidden id="S:\d+"|\$RC\(/);
  },
);
