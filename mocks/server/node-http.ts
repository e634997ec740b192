import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** Node's headers as name and value pairs, a pair for each value of a repeated one (Set-Cookie). */
export function headerPairs(nodeHeaders: IncomingHttpHeaders): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (Array.isArray(value)) for (const item of value) pairs.push([name, item]);
    else if (value !== undefined) pairs.push([name, value]);
  }
  return pairs;
}

/** Converts a Node request into a Fetch API Request. */
export function toFetchRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers(headerPairs(req.headers));
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs duplex for streamed bodies; the DOM type does not know it.
    duplex: hasBody ? 'half' : undefined,
  });
}

/**
 * Writes a Fetch API Response to a Node response. A network error
 * (`HttpResponse.error()`, `Response.error()`) closes the connection without
 * a response, as a dropped connection would: what MSW does in the browser.
 */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  for (const [key, value] of response.headers) {
    // fetch() has already decoded a backend's compressed body: its encoding and length no longer
    // hold, so neither is passed on: the body goes out as fetch() decoded it.
    if (key === 'set-cookie' || key === 'content-encoding' || key === 'content-length') continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}
