/**
 * Text a formatter of `Intl` wrote, with the same spaces whatever the engine's locale data: the
 * server (Node) and the browsers ship different versions of it, and Node writes a thin space around
 * a date range's dash where the browsers write a plain one. A page the server rendered must read the
 * same in the browser that hydrates it, letter for letter (docs/decisions/0001).
 */
export const portableText = (text: string): string => text.replaceAll('\u2009', ' ');
