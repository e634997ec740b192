// The backend `npm run bench:server` points the production server at (API_URL), so that what it
// measures is the server, not the mock behind it. It answers through the embedded mock API of the
// server bundle (`createMockApi`) the first time, and remembers each GET answer (status, headers,
// Set-Cookie, body) by method, URL and Cookie header to replay it after: a page asked again costs the
// backend nothing. Other methods always go through to the mock. `delayMs` holds every answer that
// long; `answer: false` accepts connections and never answers at all.
//
// Used from benchmarks/server/run.mjs as a child process (`fork`): it sends `{ origin }` over IPC once
// it listens, and exits when its parent goes. `node benchmarks/server/stub-backend.mjs --bundle
// dist-server/server.mjs [--delay-ms 2000] [--never]` runs it on its own and prints its origin.
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** Headers not replayed as they came: the stub sends the body whole, with its own length. */
const HOP_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

const readBody = async (req) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/** The mock's answer to a Node request, read whole; undefined for a network error. */
async function askMock(mock, req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`), {
    method: req.method,
    headers,
    body: hasBody ? await readBody(req) : undefined,
  });
  const response = await mock.handle(request);
  if (response.type === 'error') return undefined;
  const kept = {};
  for (const [name, value] of response.headers) if (!HOP_HEADERS.has(name)) kept[name] = value;
  return {
    status: response.status,
    headers: kept,
    cookies: response.headers.getSetCookie(),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

function send(res, answer) {
  const headers = { ...answer.headers };
  if (answer.cookies.length > 0) headers['set-cookie'] = answer.cookies;
  if (answer.status !== 204 && answer.status !== 304) headers['content-length'] = answer.body.length;
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

/**
 * Starts the stub on 127.0.0.1 (`port` 0: a free one). `bundle` is the server bundle whose
 * `createMockApi` answers; not needed when `answer` is false.
 */
export async function startStubBackend({ bundle, delayMs = 0, answer = true, port = 0 }) {
  const sockets = new Set();
  let server;
  if (!answer) {
    // Takes the connection, reads what is sent, and never writes a byte back.
    server = createTcpServer((socket) => {
      socket.on('error', () => {});
      socket.resume();
    });
  } else {
    const { createMockApi } = await import(pathToFileURL(resolve(bundle)).href);
    const mock = createMockApi({});
    const remembered = new Map();
    server = createServer(async (req, res) => {
      try {
        if (delayMs > 0) await sleep(delayMs);
        const key = `${req.method} ${req.url} ${req.headers.cookie ?? ''}`;
        let reply = req.method === 'GET' ? remembered.get(key) : undefined;
        if (!reply) {
          reply = await askMock(mock, req);
          // The mock's way of failing a request: the connection goes without an answer.
          if (!reply) {
            req.socket.destroy();
            return;
          }
          if (req.method === 'GET') remembered.set(key, reply);
        }
        send(res, reply);
      } catch (error) {
        console.error(error);
        if (res.headersSent) res.destroy();
        else send(res, { status: 502, headers: {}, cookies: [], body: Buffer.from('Bad gateway') });
      }
    });
    // The server sends its requests over kept-alive connections: nothing here closes them early.
    server.keepAliveTimeout = 60_000;
  }
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: {
      bundle: { type: 'string' },
      'delay-ms': { type: 'string', default: '0' },
      never: { type: 'boolean', default: false },
      port: { type: 'string', default: '0' },
    },
  });
  if (!values.never && !values.bundle) {
    console.error('Usage: stub-backend.mjs --bundle <dist-server/server.mjs> [--delay-ms N] [--never]');
    process.exit(2);
  }
  const stub = await startStubBackend({
    bundle: values.bundle,
    delayMs: Number(values['delay-ms']),
    answer: !values.never,
    port: Number(values.port),
  });
  if (process.send) {
    process.send({ origin: stub.origin });
    // Its parent gone (finished, stopped or killed), the stub has no one to answer.
    process.on('disconnect', () => process.exit(0));
  } else {
    console.log(stub.origin);
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => stub.close().then(() => process.exit(0)));
  }
}
