// Finds what the end-to-end tests need besides Chromium: the engines the journeys also run in
// (e2e/engines/), Firefox ESR, driven over WebDriver BiDi, and WebKitGTK's MiniBrowser, driven by
// WebKitWebDriver in a window of a virtual X server (Xvfb); and nginx, the load balancer in front of
// two servers in e2e/scale-out.test.ts. Each path can be set in the environment; otherwise Debian's packages
// are looked for. As root on Debian, apt-get installs what is missing; elsewhere it says what to do.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** Debian's MiniBrowser lives under the multiarch library directory, with the GTK 3 or GTK 4 build. */
function miniBrowsers() {
  const libraries = existsSync('/usr/lib')
    ? readdirSync('/usr/lib').filter((dir) => dir.includes('-linux-'))
    : [];
  return libraries.flatMap((dir) =>
    ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0'].map((api) => `/usr/lib/${dir}/${api}/MiniBrowser`),
  );
}

const CANDIDATES = {
  firefox: () => [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'],
  webkitDriver: () => [process.env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver'],
  miniBrowser: () => [process.env.MINIBROWSER_PATH, ...miniBrowsers()],
  xvfb: () => [process.env.XVFB_PATH, '/usr/bin/Xvfb'],
  nginx: () => [process.env.NGINX_PATH, '/usr/sbin/nginx'],
};

/** The Debian package that brings each program (MiniBrowser comes with the driver's dependencies). */
const PACKAGES = {
  firefox: 'firefox-esr',
  webkitDriver: 'webkit2gtk-driver',
  miniBrowser: 'webkit2gtk-driver',
  xvfb: 'xvfb',
  nginx: 'nginx-light',
};

/** What is found of each program, by name; a missing one is undefined. */
export function findEngines() {
  return Object.fromEntries(
    Object.entries(CANDIDATES).map(([name, candidates]) => [
      name,
      candidates().find((path) => path && existsSync(path)),
    ]),
  );
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Finds Firefox ESR, WebKitWebDriver, MiniBrowser and Xvfb, installing Debian's packages when that is
 * possible, and puts their paths in the environment for the tests; exits with advice otherwise.
 */
export function ensureEngines() {
  let found = findEngines();
  const missing = () => Object.keys(found).filter((name) => !found[name]);
  if (missing().length > 0 && existsSync('/etc/debian_version') && isRoot()) {
    const packages = [...new Set(missing().map((name) => PACKAGES[name]))];
    console.log(`Installing the end-to-end tests' Debian packages: ${packages.join(' ')} (apt-get)...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
    found = findEngines();
  }
  if (missing().length > 0) {
    console.error(
      [
        `The end-to-end tests also run in Firefox ESR and WebKit, and behind nginx; not found: ${missing().join(', ')}.`,
        '  Debian/Ubuntu: sudo apt-get install firefox-esr webkit2gtk-driver xvfb nginx-light',
        '  elsewhere:     set FIREFOX_PATH, WEBKIT_WEBDRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH and NGINX_PATH',
        '                 (WebKitGTK and Xvfb are Linux programs: run `npm test` on Linux or in the CI image)',
      ].join('\n'),
    );
    process.exit(1);
  }
  process.env.FIREFOX_PATH = found.firefox;
  process.env.WEBKIT_WEBDRIVER_PATH = found.webkitDriver;
  process.env.MINIBROWSER_PATH = found.miniBrowser;
  process.env.XVFB_PATH = found.xvfb;
  process.env.NGINX_PATH = found.nginx;
  return found;
}
