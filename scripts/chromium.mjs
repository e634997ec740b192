// Finds a Chromium for the browser tests: CHROME_PATH, Debian's package, then
// any browser Playwright has downloaded. Installs Debian's package when run as
// root on Debian with none; elsewhere says exactly what to do.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const DEBIAN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightBrowsers() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((dir) => dir.startsWith('chromium'))
    .flatMap((dir) => [
      join(root, dir, 'chrome-linux', 'chrome'),
      join(root, dir, 'chrome-linux64', 'chrome'),
    ]);
}

/** The first Chromium found, or undefined. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, ...DEBIAN_PATHS, ...playwrightBrowsers()].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

const BASELINE_FONTS = ['fonts-dejavu-core', 'fonts-dejavu-extra', 'fonts-liberation', 'fonts-noto-core'];

function ensureBaselineFonts() {
  const missing = BASELINE_FONTS.filter((pkg) => {
    try {
      execFileSync('dpkg', ['-s', pkg], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return;
  console.log(`Installing the screenshot baseline fonts: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Finds Chromium, installing Debian's package when that is possible; exits with advice otherwise. */
export function ensureChromium() {
  const canApt = existsSync('/etc/debian_version') && isRoot();
  const found = findChromium();
  if (found) {
    if (canApt) ensureBaselineFonts();
    return found;
  }
  if (canApt) {
    console.log('No Chromium found: installing Debian\'s "chromium" package (apt-get)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'],
      {
        stdio: 'inherit',
        env,
      },
    );
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    [
      'The browser tests need Chromium and none was found.',
      '  Debian/Ubuntu: sudo apt-get install chromium',
      '  macOS:         brew install --cask chromium   (then CHROME_PATH=/Applications/Chromium.app/Contents/MacOS/Chromium)',
      '  anywhere:      set CHROME_PATH to a Chrome or Chromium binary',
    ].join('\n'),
  );
  process.exit(1);
}

/** Flags that keep Chromium quiet on a closed network and inside containers. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
