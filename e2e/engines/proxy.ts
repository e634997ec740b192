import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * A pass-through in front of the suite's server (e2e/global-setup.ts), one per engine's file: the
 * engines reach the app through it, on an origin of its own, so that a test can hold back a file
 * the page asks for (a press made before the scripts ran, whatever the engine) and, for an engine
 * that cannot report its page's console, bring a listener into each document. All else passes as
 * it is, but for the scripts' caching (see `forward`).
 */
export interface EngineProxy {
  /** The origin the engine opens pages on. */
  readonly origin: string;
  /** Holds every request `matches` accepts, from now until the gate is opened. */
  hold(matches: (path: string) => boolean): Gate;
  /** Opens every gate: nothing a test held outlives it. */
  openAll(): void;
  close(): Promise<void>;
}

export interface Gate {
  /** Resolves once a request is being held: the page is waiting for it. */
  readonly holding: Promise<void>;
  /** True while a request is held: what it asks for has not reached the page. */
  stillHolding(): boolean;
  /** Lets the held requests through, and any later one. */
  open(): void;
}

/** Where the paths the proxy responds to itself start. */
const OWN = '/__e2e__/';
/** Where the console listener is served from (`CONSOLE_LISTENER`). */
const LISTENER_PATH = `${OWN}console.js`;
/** A page of the app's origin with nothing on it, to clear the origin's cookies and storage from. */
export const BLANK_PATH = `${OWN}blank`;
/** Where the console listener keeps what it heard: session storage outlives the tab's navigations. */
export const CONSOLE_KEY = '__e2e_console_errors__';

/**
 * For an engine whose driver has no console to read (WebKitWebDriver speaks classic WebDriver
 * only, and MiniBrowser writes no console to its output under automation): a classic script, the
 * first of each document, that keeps each error the page meets in session storage.
 */
const CONSOLE_LISTENER = `(() => {
  const key = ${JSON.stringify(CONSOLE_KEY)};
  const keep = (text) => {
    const kept = JSON.parse(sessionStorage.getItem(key) || '[]');
    kept.push(location.pathname + location.search + ': ' + text);
    sessionStorage.setItem(key, JSON.stringify(kept));
  };
  const error = console.error;
  console.error = (...args) => {
    keep('console.error: ' + args.map(String).join(' '));
    error.apply(console, args);
  };
  addEventListener('error', (event) => keep('uncaught: ' + event.message));
  addEventListener('unhandledrejection', (event) => keep('unhandled rejection: ' + String(event.reason)));
  addEventListener('securitypolicyviolation', (event) => keep('Content-Security-Policy refused ' + (event.blockedURI || 'inline') + ' under ' + event.violatedDirective));
})();`;

/**
 * Headers that end at this hop (RFC 9110 §7.6.1). A browser's `Connection: close` (WebKit sends it
 * for media) passed on to the server would close a connection the proxy's agent then reuses: the
 * next file asked for on it got a 400 ("Data after `Connection: close`").
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade']);

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

export async function startProxy(target: string, { listenToConsole }: { listenToConsole: boolean }) {
  const gates: { matches: (path: string) => boolean; waiting: (() => void)[]; held: () => void }[] = [];

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      new URL(req.url ?? '/', target),
      {
        method: req.method,
        headers: Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name))),
      },
      (upstreamResponse) => {
        const type = upstreamResponse.headers['content-type'] ?? '';
        if (!listenToConsole || !type.startsWith('text/html')) {
          // Scripts are not kept by the browser here: each page asks for them, so a test can hold one
          // back even after an earlier page of the same browser loaded it.
          const keep = /javascript/.test(type) ? { 'cache-control': 'no-store' } : {};
          res.writeHead(upstreamResponse.statusCode ?? 502, { ...upstreamResponse.headers, ...keep });
          upstreamResponse.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on('end', () => {
          const encoding = upstreamResponse.headers['content-encoding'];
          const html = decoded(Buffer.concat(chunks), typeof encoding === 'string' ? encoding : undefined)
            .toString('utf8')
            .replace(/<head>/i, `<head><script src="${LISTENER_PATH}"></script>`);
          const {
            'content-encoding': _encoding,
            'content-length': _length,
            ...headers
          } = upstreamResponse.headers;
          res.writeHead(upstreamResponse.statusCode ?? 502, {
            ...headers,
            'content-length': Buffer.byteLength(html),
          });
          res.end(html);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    if (path === LISTENER_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(CONSOLE_LISTENER);
      return;
    }
    if (path === BLANK_PATH) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end('<!doctype html><title>blank</title>');
      return;
    }
    const gate = gates.find((candidate) => candidate.matches(path));
    if (!gate) return forward(req, res);
    gate.waiting.push(() => forward(req, res));
    gate.held();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const proxy: EngineProxy = {
    origin: `http://127.0.0.1:${port}`,
    hold(matches) {
      let held = () => {};
      const holding = new Promise<void>((resolve) => {
        held = resolve;
      });
      const gate = { matches, waiting: [] as (() => void)[], held };
      gates.push(gate);
      return {
        holding,
        stillHolding: () => gate.waiting.length > 0,
        open() {
          const at = gates.indexOf(gate);
          if (at >= 0) gates.splice(at, 1);
          for (const go of gate.waiting.splice(0)) go();
        },
      };
    },
    openAll() {
      for (const gate of gates.splice(0)) for (const go of gate.waiting.splice(0)) go();
    },
    close: () =>
      new Promise<void>((resolve) => {
        proxy.openAll();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return proxy;
}

/** The scripts the bundle's index.html names: the entry module, what it preloads, the head's script. */
export async function documentScripts(baseUrl: string): Promise<{ entry: string; named: Set<string> }> {
  const html = await (await fetch(new URL('/index.html', baseUrl))).text();
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const named = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''),
  );
  return { entry, named };
}
