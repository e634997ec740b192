// Finds a Chromium for the browser tests: CHROME_PATH, Debian's package, then
// any browser Playwright has downloaded. Installs Debian's package when run as
// root on Debian with none; elsewhere says exactly what to do.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Finds Chromium, installing Debian's package when that is possible; exits with advice otherwise. */
export function ensureChromium() {
  const canApt = existsSync('/etc/debian_version') && isRoot();
  const found = findChromium();
  if (found) return found;
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

const require = createRequire(import.meta.url);

/** The one font the story tests' Chromium has: JetBrains Mono, from a package the lockfile pins. */
const GUARD_FONT_SOURCE = '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2';
const GUARD_FOLDER = fileURLToPath(
  new URL('../node_modules/.cache/learning-platform-fonts/guard', import.meta.url),
);

const escapeXml = (text) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Writes a file whole or not at all, and only when its content changes (two runs may start at once). */
function writeIfChanged(path, content) {
  if (existsSync(path) && readFileSync(path).equals(Buffer.from(content))) return;
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, path);
}

/**
 * The font configuration the story tests' Chromium runs under (`FONTCONFIG_FILE`; docs/testing.md,
 * "Fonts"): its only font is JetBrains Mono, a monospace face, unlike the sans-serif faces a machine
 * would stand in with and unlike the app's own text.
 * Every family a machine's font could stand for (`sans-serif`, `serif`, `Georgia`, `Arial`) then
 * resolves to it, whatever fonts the machine has: text that is not rendered in a web font the page or
 * the picture carries comes out in a monospace face (or, for a script it lacks, as nothing), in the
 * DOM, in an SVG shown through `<img>` and in a CSS background alike, and no picture can depend on
 * the machine's fonts. The configuration includes none of the machine's (no `/etc/fonts/conf.d`,
 * no user fonts); it sets the rendering the machine's defaults set (Debian's: greyscale
 * antialiasing, slight hinting), so web fonts are rendered as they were before it.
 *
 * The font is the package's variable file pinned at its regular weight and written as TrueType
 * (Chromium does not open a WOFF2 file as a system font), into node_modules/.cache once for each
 * version of the file. Returns the path of the configuration file.
 */
export async function guardFontConfig() {
  const source = readFileSync(require.resolve(GUARD_FONT_SOURCE));
  const fonts = join(GUARD_FOLDER, 'fonts');
  const name = `JetBrainsMono-Regular-${createHash('sha256').update(source).digest('hex').slice(0, 12)}.ttf`;
  if (!existsSync(join(fonts, name))) {
    const { default: subsetFont } = await import('subset-font');
    const instance = await subsetFont(source, undefined, {
      keepAllGlyphs: true,
      targetFormat: 'sfnt',
      variationAxes: { wght: 400 },
    });
    writeIfChanged(join(fonts, name), instance);
    // The font of an earlier version of the package goes: the folder holds one font.
    for (const file of readdirSync(fonts)) if (file !== name) rmSync(join(fonts, file), { force: true });
  }
  const config = join(GUARD_FOLDER, 'fonts.conf');
  writeIfChanged(
    config,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      "<!-- Written by scripts/chromium.mjs (guardFontConfig): the story tests' only font. -->",
      '<fontconfig>',
      `  <dir>${escapeXml(fonts)}</dir>`,
      `  <cachedir>${escapeXml(join(GUARD_FOLDER, 'cache'))}</cachedir>`,
      '  <match target="pattern">',
      '    <edit name="antialias" mode="assign"><bool>true</bool></edit>',
      '    <edit name="hinting" mode="assign"><bool>true</bool></edit>',
      '    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>',
      '    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>',
      '  </match>',
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return config;
}
