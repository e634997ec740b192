import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { findEngines } from '../../scripts/browsers.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { type Engine, type EngineName, EngineSession, type Key } from './driver';

const VIEWPORT = { width: 1280, height: 800 };

/** Chromium over the DevTools protocol, and Firefox over WebDriver BiDi: one driver, puppeteer-core. */
function puppeteerEngine(
  name: Extract<EngineName, 'chromium' | 'firefox'>,
  start: () => Promise<Browser>,
): Engine {
  return {
    name,
    async launch(origin) {
      const browser = await start();
      return {
        async newSession() {
          // Cookies and storage of their own, as a new visitor's.
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          return new PuppeteerSession(name, origin, context, page);
        },
        close: () => browser.close(),
      };
    },
  };
}

/** Debian's Chromium, with the flags the rest of the suite uses (scripts/chromium.mjs). */
export const chromium = puppeteerEngine('chromium', () => {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium was not found (scripts/chromium.mjs)');
  return puppeteer.launch({
    browser: 'chrome',
    executablePath,
    args: [...CHROMIUM_ARGS, '--lang=en-US'],
    headless: true,
    // A finger as well as a mouse: the early-input tests tap.
    defaultViewport: { ...VIEWPORT, hasTouch: true },
    env: { ...process.env, TZ: 'UTC' },
  });
});

/**
 * Firefox ESR, Debian's, over WebDriver BiDi: Firefox speaks BiDi itself, so no geckodriver is
 * needed, and BiDi reports the page's console and its uncaught errors (the Content-Security-Policy's
 * refusals among them) as they happen.
 */
export const firefox = puppeteerEngine('firefox', () => {
  const executablePath = findEngines().firefox;
  if (!executablePath) throw new Error('Firefox ESR was not found (scripts/browsers.mjs)');
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: VIEWPORT,
    env: { ...process.env, TZ: 'UTC' },
    extraPrefsFirefox: {
      'intl.accept_languages': 'en-US',
      'intl.locale.requested': 'en-US',
      'ui.prefersReducedMotion': 1,
    },
  });
});

class PuppeteerSession extends EngineSession<ElementHandle<Element>> {
  private errors: string[] = [];
  /** Console messages whose arguments are still being read from the page. */
  private reading: Promise<unknown>[] = [];

  constructor(
    readonly engine: EngineName,
    origin: string,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    super(origin);
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // An error logged as an object reads as "JSHandle@error": its message and stack say more.
      const read = Promise.all(
        message
          .args()
          .map((arg) =>
            arg.evaluate((value) =>
              value instanceof Error ? `${value.stack || value.message}` : String(value),
            ),
          ),
      ).then(
        (texts) => this.errors.push(`console.error: ${texts.join(' ')}`),
        () => this.errors.push(`console.error: ${message.text()}`),
      );
      this.reading.push(read);
    });
    page.on('pageerror', (error) =>
      this.errors.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  protected run<T>(source: string, args: unknown[]) {
    return this.page.evaluate(`(${source})(...${JSON.stringify(args)})`) as Promise<T>;
  }

  protected async element(source: string, args: unknown[]) {
    const handle = await this.page.evaluateHandle(`(${source})(...${JSON.stringify(args)})`);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) await handle.dispose();
    return element ?? undefined;
  }

  protected clickOn(element: ElementHandle<Element>) {
    return element.click();
  }

  protected tapOn(element: ElementHandle<Element>) {
    return element.tap();
  }

  protected typeInto(element: ElementHandle<Element>, text: string) {
    return element.type(text);
  }

  // "Not clickable" is thrown when the element has no box, before any input is sent: a node React
  // replaced between the aim and the press has none, so aiming again never presses twice.
  protected isStale(error: unknown) {
    return /not attached|detached|stale|no such (node|element)|not clickable|context was destroyed|cannot find context/i.test(
      String(error),
    );
  }

  protected async load(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  protected async currentUrl() {
    return this.page.url();
  }

  press(key: Key) {
    return this.page.keyboard.press(key);
  }

  async resize(size: { width: number; height: number }) {
    // A session's page is its own: the next test's starts at the usual size again.
    const current = this.page.viewport() ?? VIEWPORT;
    await this.page.setViewport({ ...current, ...size });
  }

  async consoleErrors() {
    await Promise.all(this.reading.splice(0));
    return this.errors.splice(0);
  }

  end() {
    return this.context.close();
  }
}
