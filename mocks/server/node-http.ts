import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** Node's headers (a list for a repeated one, such as Set-Cookie) as Fetch API Headers. */
export function toFetchHeaders(nodeHeaders: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(nodeHeaders)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

/** Converts a Node request into a Fetch API Request. */
export function toFetchRequest(req: IncomingMessage, origin: string): Request {
  const headers = toFetchHeaders(req.headers);
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
 * an answer, as a dropped connection would: what MSW does in the browser.
 */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  for (const [key, value] of response.headers) {
    // fetch() has already decoded a backend's compressed body: its encoding and length no longer
    // hold (the server compresses the answer again for the browser, app-server.ts).
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
