import { availableParallelism } from 'node:os';

/** The server's settings, from its environment (docs/operations.md, "Settings"). */
export interface ServerSettings {
  port: number;
  /** Every address of the machine unless set. */
  host?: string;
  apiUrl: string;
  distDir: string;
  /** How many processes serve: one per core unless set. One means no cluster. */
  processes: number;
  trustProxy: boolean | string;
  logLevel: string;
  /** How long a stop waits for the requests under way before it ends them. */
  stopTimeoutMs: number;
  renderBudgetMs?: number;
  maxConcurrentRenders?: number;
}

/** A count or a time in ms: unset or empty means the default; anything else must be a whole number over zero. */
const positive = (env: NodeJS.ProcessEnv, name: string): number | undefined => {
  const value = env[name];
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`${name} must be a whole number over zero: ${value}`);
  return number;
};

/** `true` or `1`: every proxy; `false`, `0` or nothing: none; otherwise their addresses, as Fastify takes them. */
const trustProxyOf = (value: string | undefined): boolean | string => {
  if (!value || value === '0' || value === 'false') return false;
  return value === '1' || value === 'true' ? true : value;
};

/** Reads the settings, or throws with what is wrong. */
export function serverSettings(env: NodeJS.ProcessEnv): ServerSettings {
  const apiUrl = env.API_URL;
  if (!apiUrl) throw new Error('API_URL is not set: the server needs a backend to send /api/v2 to.');
  let protocol: string;
  try {
    ({ protocol } = new URL(apiUrl));
  } catch {
    throw new Error(`API_URL is not a URL: ${apiUrl}`);
  }
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(`API_URL must be an http: or https: URL: ${apiUrl}`);
  const port = env.PORT ? Number(env.PORT) : 4173;
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    port,
    host: env.HOST || undefined,
    apiUrl,
    distDir: env.DIST_DIR || 'dist',
    processes: positive(env, 'WEB_CONCURRENCY') ?? availableParallelism(),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    stopTimeoutMs: positive(env, 'STOP_TIMEOUT_MS') ?? 10_000,
    renderBudgetMs: positive(env, 'RENDER_BUDGET_MS'),
    maxConcurrentRenders: positive(env, 'MAX_CONCURRENT_RENDERS'),
  };
}
