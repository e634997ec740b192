// The fingerprint of what the production build reads, so that `npm start` can serve the last build
// again instead of making the same one anew. It is stored in each output folder once that build is
// complete: a build that stopped half-way has none, and a build made by anything else (the e2e set-up,
// `npm run build`) empties the folder and so removes it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The build's inputs, relative to the project's root. */
export const BUILD_INPUTS = {
  /**
   * Read whole: the app, the mock and its data, the generated style system, the build's plugins
   * (scripts/), and .storybook/, whose files Panda scans for styles as it does src/ (panda.config.ts).
   */
  folders: ['src', 'server', 'mocks', 'fixtures', 'public', 'styled-system', '.storybook', 'scripts'],
  files: [
    'index.html',
    'package.json',
    'package-lock.json',
    // What `npm install` actually put into node_modules, which can differ from the lock file.
    'node_modules/.package-lock.json',
    'vite.config.ts',
    'panda.config.ts',
    'postcss.config.cjs',
    'tsconfig.json',
    // Vite's env files for the production mode.
    '.env',
    '.env.local',
    '.env.production',
    '.env.production.local',
  ],
  /** Folder names inside those folders that the build never reads: the screenshot baselines. */
  skippedFolders: ['__screenshots__', '.vitest-attachments', 'node_modules'],
};

/** Variables that change what the build makes; API_URL and the MOCK_* ones only change the server's behaviour. */
export const BUILD_ENV = /^(NODE_ENV|VITE_.+)$/;

export const FINGERPRINT_FILE = '.build-fingerprint';

/** Every existing input file, as sorted paths relative to `root` with forward slashes. */
export function inputFiles(root, inputs = BUILD_INPUTS) {
  const skipped = new Set(inputs.skippedFolders);
  const found = inputs.files.filter((file) => existsSync(join(root, file)));
  for (const folder of inputs.folders) {
    if (!existsSync(join(root, folder))) continue;
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (path.split('/').some((part) => skipped.has(part))) continue;
      found.push(path);
    }
  }
  return [...new Set(found)].sort();
}

/**
 * A hash of every input file's path and content and of the build's variables. `env` is
 * process.env unless given; only the names BUILD_ENV matches count.
 */
export function buildFingerprint(root, { inputs = BUILD_INPUTS, env = process.env } = {}) {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node}\n`);
  for (const name of Object.keys(env)
    .filter((key) => BUILD_ENV.test(key))
    .sort()) {
    hash.update(`env ${name}=${env[name]}\n`);
  }
  for (const path of inputFiles(root, inputs)) {
    const content = createHash('sha256')
      .update(readFileSync(join(root, path)))
      .digest('hex');
    hash.update(`file ${path} ${content}\n`);
  }
  return hash.digest('hex');
}

/** The fingerprint stored in an output folder, or undefined when it has none. */
export function readFingerprint(dir) {
  const file = join(dir, FINGERPRINT_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** Stores the fingerprint of a complete build; renamed into place, so it is never read half-written. */
export function writeFingerprint(dir, fingerprint) {
  const file = join(dir, FINGERPRINT_FILE);
  writeFileSync(`${file}.partial`, `${fingerprint}\n`);
  renameSync(`${file}.partial`, file);
}

/** Removes the stored fingerprints before a build: whatever happens to it, the old one no longer holds. */
export function forgetFingerprint(dirs) {
  for (const dir of dirs) rmSync(join(dir, FINGERPRINT_FILE), { force: true });
}

/** True when every output folder holds a complete build of exactly these inputs. */
export function isBuildCurrent(dirs, fingerprint) {
  return dirs.every((dir) => readFingerprint(dir) === fingerprint);
}
