import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BuildInputs,
  buildFingerprint,
  FINGERPRINT_FILE,
  forgetFingerprint,
  inputFiles,
  isBuildCurrent,
  readFingerprint,
  writeFingerprint,
} from './build-fingerprint.mjs';

const inputs: BuildInputs = {
  folders: ['src', 'public'],
  files: ['index.html', 'package-lock.json', '.env.production'],
  skippedFolders: ['__screenshots__'],
};

let root: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
const fingerprint = (env: Record<string, string | undefined> = {}) => buildFingerprint(root, { inputs, env });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-fingerprint-'));
  write('index.html', '<div id="root"></div>');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('src/main.tsx', 'render()');
  write('src/ui/Button.tsx', 'export const Button = 1;');
  write('src/ui/__screenshots__/Button.stories.tsx/primary-chromium-linux.png', 'png');
  write('public/favicon.svg', '<svg/>');
  write('notes.txt', 'not an input');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('inputFiles', () => {
  it('lists the listed files that exist and every file of the folders but the skipped ones', () => {
    expect(inputFiles(root, inputs)).toEqual([
      'index.html',
      'package-lock.json',
      'public/favicon.svg',
      'src/main.tsx',
      'src/ui/Button.tsx',
    ]);
  });
});

describe('buildFingerprint', () => {
  it('is the same for the same inputs', () => {
    expect(fingerprint()).toBe(fingerprint());
    expect(fingerprint()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes when a source file, the lock file or a public file changes', () => {
    for (const path of ['src/ui/Button.tsx', 'package-lock.json', 'public/favicon.svg']) {
      const before = fingerprint();
      write(path, `${path} changed`);
      expect(fingerprint(), path).not.toBe(before);
    }
  });

  it('changes when a file is added, removed or renamed', () => {
    const before = fingerprint();
    write('src/ui/Card.tsx', 'export const Card = 1;');
    const added = fingerprint();
    expect(added).not.toBe(before);
    renameSync(join(root, 'src/ui/Card.tsx'), join(root, 'src/ui/Tile.tsx'));
    expect(fingerprint()).not.toBe(added);
    rmSync(join(root, 'src/ui/Tile.tsx'));
    expect(fingerprint()).toBe(before);
  });

  it('changes when an env file appears', () => {
    const before = fingerprint();
    write('.env.production', 'VITE_FLAG=1');
    expect(fingerprint()).not.toBe(before);
  });

  it('ignores what the build does not read: screenshot baselines, other files', () => {
    const before = fingerprint();
    write('src/ui/__screenshots__/Button.stories.tsx/primary-chromium-linux.png', 'another png');
    write('notes.txt', 'edited');
    expect(fingerprint()).toBe(before);
  });

  it('changes with the variables the build reads, and only with those', () => {
    const before = fingerprint({ PATH: '/bin' });
    expect(fingerprint({ NODE_ENV: 'development' })).not.toBe(before);
    expect(fingerprint({ VITE_API_BASE: '/x' })).not.toBe(before);
    expect(
      fingerprint({ API_URL: 'https://backend.example', MOCK_SCENARIO: 'emptyWallet', PORT: '80' }),
    ).toBe(before);
  });
});

describe('the stored fingerprint', () => {
  const dist = () => join(root, 'dist');
  const server = () => join(root, 'dist-server');
  beforeEach(() => {
    mkdirSync(dist());
    mkdirSync(server());
  });

  it('makes a build current only when every output folder holds this fingerprint', () => {
    const current = fingerprint();
    expect(isBuildCurrent([dist(), server()], current)).toBe(false);
    // A build stopped between the two folders: the first one's fingerprint alone is not enough.
    writeFingerprint(dist(), current);
    expect(isBuildCurrent([dist(), server()], current)).toBe(false);
    writeFingerprint(server(), current);
    expect(isBuildCurrent([dist(), server()], current)).toBe(true);
    expect(readFingerprint(dist())).toBe(current);
  });

  it('does not hold once the inputs change', () => {
    const before = fingerprint();
    for (const dir of [dist(), server()]) writeFingerprint(dir, before);
    write('src/main.tsx', 'render(differently)');
    expect(isBuildCurrent([dist(), server()], fingerprint())).toBe(false);
  });

  it('is written whole, with no temporary file left beside it', () => {
    writeFingerprint(dist(), 'abc');
    expect(readdirSync(dist())).toEqual([FINGERPRINT_FILE]);
  });

  it('is forgotten before a build', () => {
    for (const dir of [dist(), server()]) writeFingerprint(dir, 'abc');
    forgetFingerprint([dist(), server(), join(root, 'missing')]);
    expect(readFingerprint(dist())).toBeUndefined();
    expect(isBuildCurrent([dist(), server()], 'abc')).toBe(false);
  });
});
