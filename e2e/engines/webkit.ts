import { type ChildProcess, spawn } from 'node:child_process';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import seleniumInput from 'selenium-webdriver/lib/input.js';
import remote from 'selenium-webdriver/remote/index.js';
import { findEngines } from '../../scripts/browsers.mjs';
import { type Engine, EngineSession, type Key as PressedKey, responded, unlessSilent, until } from './driver';
import { BLANK_PATH, CONSOLE_KEY } from './proxy';

/**
 * WebKitGTK's MiniBrowser, Debian's, driven by WebKitWebDriver (classic WebDriver through
 * selenium-webdriver): WebKitGTK has no headless mode that its driver can start, so MiniBrowser
 * renders in a window of a virtual X server started for it. WebKitWebDriver has no console to read:
 * the proxy brings a listener into each document (proxy.ts, `listenToConsole`).
 */
export const webkit: Engine = {
  name: 'webkit',
  async launch(origin) {
    const { webkitDriver, miniBrowser, xvfb } = findEngines();
    if (!webkitDriver || !miniBrowser || !xvfb)
      throw new Error('WebKitWebDriver, MiniBrowser or Xvfb was not found (scripts/browsers.mjs)');
    const display = await startXvfb(xvfb);
    let service: remote.DriverService | undefined;
    try {
      const env = {
        ...process.env,
        DISPLAY: `:${display.number}`,
        // WebKitGTK takes the user's languages from these; the machine may have no locale installed.
        LANGUAGE: 'en_US',
        TZ: 'UTC',
      };
      // On the loopback address, said outright: left to choose, the service advertised an external
      // address, and the first request to it timed out.
      service = new remote.DriverService.Builder(webkitDriver)
        .setHostname('127.0.0.1')
        .addArguments('--host=127.0.0.1')
        .setEnvironment(env as Record<string, string>)
        .build();
      const driver = await new Builder()
        .usingServer(await service.start())
        .withCapabilities({
          browserName: 'MiniBrowser',
          // The driver would otherwise wait for each page's load before any command, and a test that
          // holds a page's script back could not act on the page meanwhile: the session waits itself.
          pageLoadStrategy: 'none',
          'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
        })
        .build();
      await driver.manage().window().setRect(WINDOW);
      const running = service;
      return {
        async newSession() {
          const session = new WebKitSession(origin, driver);
          await session.forgetEverything();
          return session;
        },
        async close() {
          await driver.quit().catch(() => {});
          await running.kill();
          display.stop();
        },
      };
    } catch (error) {
      await service?.kill();
      display.stop();
      throw error;
    }
  },
};

/** Starts Xvfb on a display number it picks itself (`-displayfd`), and waits until it is ready. */
async function startXvfb(path: string): Promise<{ number: string; stop(): void }> {
  const server: ChildProcess = spawn(
    path,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  server.stderr?.on('data', (chunk) => {
    log += String(chunk);
  });
  const number = await new Promise<string>((resolve, reject) => {
    server.stdio[3]?.once('data', (chunk) => resolve(String(chunk).trim()));
    server.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${log}`)));
  });
  return { number, stop: () => server.kill() };
}

/** MiniBrowser's window, as every test but one that resizes it has it. */
const WINDOW = { width: 1280, height: 800 };

/** The touch pointer of W3C actions, which selenium's types leave out. */
interface TouchPointer {
  move(options: { origin: WebElement }): unknown;
  press(): unknown;
  release(): unknown;
}
const { Pointer } = seleniumInput as unknown as {
  Pointer: { new (id: string, type: string): TouchPointer; Type: { TOUCH: string } };
};

class WebKitSession extends EngineSession<WebElement> {
  readonly engine = 'webkit';

  constructor(
    origin: string,
    private readonly driver: WebDriver,
  ) {
    super(origin);
  }

  /**
   * One MiniBrowser serves every test of a file: a new test starts from a blank page of the app's
   * origin with its cookies and storage cleared. Leaving the last page first stops its requests,
   * whose responses could otherwise set a cookie again.
   */
  async forgetEverything() {
    await this.load(new URL(BLANK_PATH, this.origin).href);
    await until('the cookies to be cleared', async () => {
      await this.driver.manage().deleteAllCookies();
      return (await this.driver.manage().getCookies()).length === 0 ? true : undefined;
    });
    await this.driver.executeScript('localStorage.clear(); sessionStorage.clear();');
  }

  /** `source`, a function's source, called in the page with `args`. */
  private execute<T>(source: string, args: unknown[]) {
    return this.driver.executeScript<T>(`return (${source}).apply(null, arguments);`, ...args);
  }

  protected run<T>(source: string, args: unknown[]) {
    return responded('a script', this.execute<T>(source, args));
  }

  /**
   * WebKitWebDriver now and then never responds to a script that reaches a page as the browser replaces
   * it (seen in about 1 in 80 tests on a busy machine): a read is asked again after a few seconds.
   */
  protected override read<T>(source: string, args: unknown[]) {
    return unlessSilent('a read of the page', this.execute<T>(source, args));
  }

  protected async element(source: string, args: unknown[]) {
    return (await unlessSilent('a search', this.execute<WebElement | null>(source, args))) ?? undefined;
  }

  protected clickOn(element: WebElement) {
    return responded('a press', element.click());
  }

  protected async tapOn(element: WebElement) {
    const finger = new Pointer('finger', Pointer.Type.TOUCH);
    const actions = this.driver.actions() as unknown as {
      insert(device: TouchPointer, ...actions: unknown[]): { perform(): Promise<void> };
    };
    await responded(
      'a tap',
      actions.insert(finger, finger.move({ origin: element }), finger.press(), finger.release()).perform(),
    );
  }

  protected typeInto(element: WebElement, text: string) {
    return responded('typing', element.sendKeys(text));
  }

  protected isStale(error: unknown) {
    return error instanceof Error && /StaleElementReference|NoSuchElement/.test(error.name);
  }

  protected async load(url: string) {
    // The old page is marked first: until the browser has replaced it, nothing is read from it.
    await this.run('() => { window.__e2eLeaving = true; }', []);
    await responded(`the way to ${url}`, this.driver.get(url));
    await until(`${url} to load`, async () =>
      (await this.read<boolean>(
        "() => window.__e2eLeaving !== true && document.readyState === 'complete'",
        [],
      ))
        ? true
        : undefined,
    );
  }

  protected currentUrl() {
    return responded('its URL', this.driver.getCurrentUrl());
  }

  async press(key: PressedKey) {
    await responded(
      'a key',
      this.driver.actions().sendKeys({ Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB }[key]).perform(),
    );
  }

  /** Whether this test made the window another size, which the next test must not inherit. */
  private resized = false;

  async resize(size: { width: number; height: number }) {
    this.resized = true;
    await responded('a window size', this.driver.manage().window().setRect(size));
  }

  async consoleErrors() {
    const kept = await this.driver.executeScript<string | null>(
      'const kept = sessionStorage.getItem(arguments[0]); sessionStorage.removeItem(arguments[0]); return kept;',
      CONSOLE_KEY,
    );
    return kept ? (JSON.parse(kept) as string[]) : [];
  }

  async end() {
    if (this.resized) await responded('a window size', this.driver.manage().window().setRect(WINDOW));
  }
}
