// `API_URL=https://backend.example npm run contract`: the contract drift check a backend team runs
// before a release. Calls every read-only endpoint of docs/api/openapi.json's contract as a visitor
// and, given credentials, as a learner and an administrator, prints each response that breaks the
// contract (path, field, expected, received) and exits 1 when there is any (scripts/contract-drift.ts).
//   CONTRACT_LEARNER=name:pass  CONTRACT_ADMINISTRATOR=name:pass  sign in as those roles too.
// Loaded through Vite so the TypeScript modules and their path aliases resolve.
import { createServer } from 'vite';

const baseUrl = process.env.API_URL;
if (!baseUrl) {
  console.error(
    'Set API_URL to the backend to check, e.g. API_URL=https://backend.example npm run contract\n' +
      '(CONTRACT_LEARNER=name:pass and CONTRACT_ADMINISTRATOR=name:pass to check those roles too).',
  );
  process.exit(2);
}

/** `name:pass` → credentials; the password may hold colons. */
const account = (value) => {
  if (!value) return undefined;
  const separator = value.indexOf(':');
  if (separator <= 0) {
    console.error(`Credentials are written name:pass, got "${value}".`);
    process.exit(2);
  }
  return { name: value.slice(0, separator), pass: value.slice(separator + 1) };
};

const credentials = {
  learner: account(process.env.CONTRACT_LEARNER),
  administrator: account(process.env.CONTRACT_ADMINISTRATOR),
};

const server = await createServer({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  // No WebSocket: a dev server running beside it keeps its port.
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
});
let report;
let check;
try {
  const { publishedContract: contract } = await server.ssrLoadModule('/src/app/api-contract.ts');
  check = await server.ssrLoadModule('/scripts/contract-drift.ts');
  report = await check.checkContract({ baseUrl, contract, credentials });
} finally {
  await server.close();
}
console.log(check.formatReport(report));
process.exit(check.keepsContract(report) ? 0 : 1);
