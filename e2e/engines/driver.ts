/**
 * What a journey asks of a browser, whatever its engine: open a page, find what a person finds on
 * it (a role and its name, a text, a field's label), press, tap and type as a person does, and wait
 * for what a person waits for. Each engine has its implementation (puppeteer.ts for
 * Chromium and Firefox, webkit.ts); the journeys (journeys.ts, early-input.ts) are written once against this.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export type Role =
  | 'banner'
  | 'button'
  | 'checkbox'
  | 'dialog'
  | 'form'
  | 'heading'
  | 'link'
  | 'list'
  | 'main'
  | 'menuitem'
  | 'region'
  | 'searchbox'
  | 'textbox';

/** A text to match: a string matches the whole text (spaces collapsed), a RegExp any part of it. */
export type Text = string | RegExp;

/** What a person looks for on a page. `within` narrows the search to inside another target. */
export type Target = (
  | { role: Role; name?: Text; level?: number; checked?: boolean }
  | { text: Text }
  | { label: Text }
  | { testId: string }
) & { within?: Target };

/** The keys a test presses. */
export type Key = 'Enter' | 'Escape' | 'Tab';

/** The focused element, as `Session.focused` reads it. */
export interface Focused {
  /** Its label's text, its `aria-label` or its own text, spaces collapsed. */
  name: string;
  /** Whether it is inside the target the test asked about. */
  within: boolean;
  /** Which of the targets the test named covers a part of it (as `describeTarget` says), if any. */
  coveredBy: string | null;
  /** Where it and what covers it lie, in the viewport's size: what a failure reports. */
  where: string;
}

export interface OpenOptions {
  /**
   * `load` (the default): once the page and its scripts have loaded. `started`: once the browser
   * has been told to go, for a test that acts on a page before its scripts have run.
   */
  until?: 'load' | 'started';
}

export interface Session {
  readonly engine: EngineName;
  /** Opens `path` on the app's origin. */
  open(path: string, options?: OpenOptions): Promise<void>;
  /** Goes back one page in the tab's history, as the browser's Back button does. */
  back(): Promise<void>;
  /** Presses the target with the mouse once it is on screen, enabled and uncovered. */
  click(target: Target): Promise<void>;
  /** Taps the target with a finger once it is on screen, enabled and uncovered. */
  tap(target: Target): Promise<void>;
  /** Types into the target field, after what it holds, once it is on screen and enabled. */
  type(target: Target, text: string): Promise<void>;
  /** Presses a key in the focused element. */
  press(key: Key): Promise<void>;
  /** Makes the page's window this size (a phone's, say), for the rest of the test. */
  resize(size: { width: number; height: number }): Promise<void>;
  /** The focused element: its label or text, whether it is inside `within`, which of `covers` covers it. */
  focused(within: Target, covers: Target[]): Promise<Focused>;
  /** Waits until the target is on screen. */
  waitFor(target: Target): Promise<void>;
  /** Waits until nothing on the page matches the target. */
  waitForGone(target: Target): Promise<void>;
  /** Waits until the page's URL matches, and returns it. */
  waitForUrl(pattern: RegExp): Promise<URL>;
  /** The text of the first target on screen, once there is one. */
  textOf(target: Target): Promise<string>;
  /** How many targets are on screen now. */
  count(target: Target): Promise<number>;
  /** The attribute's value on the first target on screen, once there is one. */
  attributeOf(target: Target, name: string): Promise<string | null>;
  /** Waits until the page is parsed and its stylesheets have arrived: what the browser needs to paint it. */
  waitForStyles(): Promise<void>;
  /**
   * Waits until the fonts the page uses have arrived (`document.fonts`): a page left sooner has its
   * font downloads stopped, which Firefox reports as errors.
   */
  waitForFonts(): Promise<void>;
  /**
   * The page's scroll containers whose content overflows them by no more than a few pixels: a
   * scrollbar no one meant, which an engine with classic scrollbars shows (Firefox on Linux, any
   * browser on Windows) and Chromium's overlay scrollbars hide.
   */
  accidentalScrollbars(): Promise<string[]>;
  /** Every console error, uncaught error and refusal of the Content-Security-Policy since the last call. */
  consoleErrors(): Promise<string[]>;
  /** Ends the session: the next test gets a new one. */
  end(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** Starts the browser; `origin` is where the app is served. */
  launch(origin: string): Promise<Browser>;
}

export interface Browser {
  /** A session with nothing behind it: no cookies, no storage, no page. */
  newSession(): Promise<Session>;
  close(): Promise<void>;
}

/** How long a journey waits for what a person waits for, before it fails. */
export const WAIT_MS = 20_000;

/** An error `until` passes on at once instead of asking again: an action that failed once begun. */
export class Final extends Error {
  constructor(readonly reason: unknown) {
    super(String(reason));
  }
}

/**
 * `promise`, or a failure naming `what` once it has taken `WAIT_MS`: a driver that stops responding
 * fails its test with what it was asked, not with the test's own time-out.
 */
export function responded<T>(what: string, promise: Promise<T>): Promise<T> {
  // Made now, so that its stack names the step of the test that asked, not the timer.
  return within(promise, WAIT_MS, new Final(new Error(`No response in ${WAIT_MS / 1000} s: ${what}`)));
}

/** How long a read of the page may go without a response before `until` asks it again (`unlessSilent`). */
export const ASK_AGAIN_MS = 5_000;

/**
 * `promise`, or an error `until` asks again on once it has taken `ASK_AGAIN_MS`: for a read with no
 * effect on the page, which a driver may lose when it reaches a page being replaced by the next.
 */
export function unlessSilent<T>(what: string, promise: Promise<T>): Promise<T> {
  return within(promise, ASK_AGAIN_MS, new Error(`No response in ${ASK_AGAIN_MS / 1000} s: ${what}`));
}

function within<T>(promise: Promise<T>, ms: number, failure: Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Asks `read` again until it gives a value that is not undefined, or fails with `what` after `WAIT_MS`. */
export async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let last: unknown;
  for (;;) {
    try {
      const value = await read();
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof Final) throw error.reason;
      // A page that is being replaced by the next one responds to nothing: ask it again.
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`Waited ${WAIT_MS / 1000} s for ${what}${last ? ` (last: ${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const describeTarget = (target: Target): string => {
  const { within, ...what } = target;
  const text = JSON.stringify(what, (_key, value) => (value instanceof RegExp ? String(value) : value));
  return within ? `${text} within ${describeTarget(within)}` : text;
};

/** A target as it crosses into the page: a RegExp becomes its source and flags. */
export type WireText = string | { source: string; flags: string };
export type WireTarget = {
  role?: Role;
  name?: WireText;
  level?: number;
  checked?: boolean;
  text?: WireText;
  label?: WireText;
  testId?: string;
  within?: WireTarget;
};

const wireText = (text: Text | undefined): WireText | undefined =>
  text instanceof RegExp ? { source: text.source, flags: text.flags } : text;

export function toWire(target: Target): WireTarget {
  return {
    ...('role' in target
      ? { role: target.role, name: wireText(target.name), level: target.level, checked: target.checked }
      : {}),
    ...('text' in target ? { text: wireText(target.text) } : {}),
    ...('label' in target ? { label: wireText(target.label) } : {}),
    ...('testId' in target ? { testId: target.testId } : {}),
    ...(target.within ? { within: toWire(target.within) } : {}),
  };
}

/** What an action needs of its target before it goes ahead. */
export type Readiness = 'present' | 'visible' | 'actionable';

/**
 * Runs in the page (each engine sends it as the source of a function): the elements on screen that
 * match `target`, first in document order, or with `readiness` 'actionable' only the first one that
 * is enabled and that nothing covers, scrolled into view. Roles, names and labels are those of
 * ARIA, computed the simple way the app's markup needs: explicit roles, the implicit roles of
 * native elements, and names from aria-labelledby, aria-label, a field's label, or the text inside.
 * Self-contained: it is serialised, so it may use nothing from outside its body.
 */
export function findInPage(target: WireTarget, readiness: Readiness): Element[] {
  const matchesText = (actual: string, expected: WireText | undefined) => {
    if (expected === undefined) return true;
    const text = actual.replace(/\s+/g, ' ').trim();
    return typeof expected === 'string'
      ? text === expected
      : new RegExp(expected.source, expected.flags).test(text);
  };
  const hidden = (element: Element) => {
    const style = getComputedStyle(element);
    return element.getAttribute('aria-hidden') === 'true' || style.display === 'none';
  };
  // Asked of every element for a text target: each node's text is worked out once per search.
  const texts = new Map<Node, string>();
  const textOf = (node: Node): string => {
    const known = texts.get(node);
    if (known !== undefined) return known;
    let text = '';
    if (node.nodeType === Node.TEXT_NODE) text = node.textContent ?? '';
    else if (node instanceof HTMLImageElement) text = hidden(node) ? '' : node.alt;
    else if (node instanceof Element && !hidden(node)) text = [...node.childNodes].map(textOf).join('');
    texts.set(node, text);
    return text;
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => {
          const label = document.getElementById(id);
          return label ? textOf(label) : '';
        })
        .join(' ');
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    if (labels && labels.length > 0) return [...labels].map(textOf).join(' ');
    if (element instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(element.type))
      return element.value;
    return textOf(element);
  };
  const implicit: Record<string, string> = {
    banner: 'header',
    button: 'button, input[type="button"], input[type="submit"], input[type="reset"], summary',
    checkbox: 'input[type="checkbox"]',
    form: 'form',
    heading: 'h1, h2, h3, h4, h5, h6',
    link: 'a[href]',
    list: 'ul, ol',
    main: 'main',
    region: 'section[aria-label], section[aria-labelledby]',
    searchbox: 'input[type="search"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="tel"], input[type="url"], textarea',
  };
  const hasRole = (element: Element, role: string) => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0] === role;
    const selector = implicit[role];
    if (!selector || !element.matches(selector)) return false;
    // A header inside a section of the page is not the page's banner.
    return role !== 'banner' || !element.closest('article, aside, main, nav, section');
  };
  const checkedOf = (element: Element) =>
    element instanceof HTMLInputElement ? element.checked : element.getAttribute('aria-checked') === 'true';
  const levelOf = (element: Element) =>
    Number(element.getAttribute('aria-level') ?? /^H(\d)$/.exec(element.tagName)?.[1] ?? 2);
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    return getComputedStyle(element).visibility !== 'hidden';
  };
  const matches = (element: Element, wanted: WireTarget): boolean => {
    if (wanted.testId !== undefined) return element.getAttribute('data-testid') === wanted.testId;
    if (wanted.role !== undefined)
      return (
        hasRole(element, wanted.role) &&
        (wanted.level === undefined || levelOf(element) === wanted.level) &&
        (wanted.checked === undefined || checkedOf(element) === wanted.checked) &&
        matchesText(nameOf(element), wanted.name)
      );
    if (wanted.label !== undefined)
      return (
        (element instanceof HTMLInputElement ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement) &&
        matchesText(nameOf(element), wanted.label)
      );
    if (wanted.text !== undefined) {
      // The innermost element whose own text matches, not every ancestor of it.
      if (!matchesText(textOf(element), wanted.text)) return false;
      return ![...element.children].some((child) => matchesText(textOf(child), wanted.text));
    }
    return false;
  };
  /** The elements worth testing for `wanted`: those of its role, test id or kind, or all for a text. */
  const selectorOf = (wanted: WireTarget) => {
    if (wanted.testId !== undefined) return `[data-testid="${CSS.escape(wanted.testId)}"]`;
    if (wanted.role !== undefined)
      return [implicit[wanted.role], `[role="${wanted.role}"]`].filter(Boolean).join(', ');
    if (wanted.label !== undefined) return 'input, textarea, select';
    return '*';
  };
  const find = (wanted: WireTarget): Element[] => {
    const scopes = wanted.within ? find(wanted.within) : [document.documentElement];
    const selector = selectorOf(wanted);
    const found = scopes.flatMap((scope) =>
      [scope, ...scope.querySelectorAll(selector)].filter(
        (element) => element.matches(selector) && matches(element, wanted) && visible(element),
      ),
    );
    return [...new Set(found)];
  };
  const found = find(target);
  if (readiness !== 'actionable') return found;
  for (const element of found) {
    if ((element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true') continue;
    // A text pressed inside a label acts on the label's field: a disabled one takes no press.
    const control = element.closest('label')?.control as HTMLInputElement | null | undefined;
    if (control?.disabled) continue;
    // Uncovered: what is under the centre of its first box (where a driver presses; a link may wrap
    // over lines) is itself, inside it, or a label of it.
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    const uncovered = () => {
      const first = element.getClientRects()[0];
      if (!first) return false;
      const hit = document.elementFromPoint(first.left + first.width / 2, first.top + first.height / 2);
      return Boolean(hit && (element.contains(hit) || labels.some((label) => label.contains(hit))));
    };
    if (uncovered()) return [element];
    // Out of view, or under the sticky header: brought to the middle of the screen, as a person scrolls.
    element.scrollIntoView({ block: 'center', inline: 'center' });
    if (uncovered()) return [element];
  }
  return [];
}

/**
 * The journeys' `Session` on top of a few things each engine does its own way: run a function in
 * the page, act on an element, navigate. Finding and waiting are shared, so they behave alike.
 */
export abstract class EngineSession<Handle> implements Session {
  abstract readonly engine: EngineName;

  constructor(protected readonly origin: string) {}

  /** Runs `source`, a function's source, in the page with `args`, and returns what it returns. */
  protected abstract run<T>(source: string, args: unknown[]): Promise<T>;
  /**
   * Like `run`, for a function that only reads the page: asked inside `until`, which asks again
   * if it fails. An engine whose driver can lose a script sent as the page is replaced overrides it.
   */
  protected read<T>(source: string, args: unknown[]): Promise<T> {
    return this.run(source, args);
  }
  /** Like `read`, for a function that returns an element or null: a handle on it, or undefined. */
  protected abstract element(source: string, args: unknown[]): Promise<Handle | undefined>;
  protected abstract clickOn(element: Handle): Promise<void>;
  protected abstract tapOn(element: Handle): Promise<void>;
  protected abstract typeInto(element: Handle, text: string): Promise<void>;
  /** Whether an action failed only because its element left the page before it was done. */
  protected abstract isStale(error: unknown): boolean;
  /** Loads `url` and resolves once it has loaded, scripts included. */
  protected abstract load(url: string): Promise<void>;
  protected abstract currentUrl(): Promise<string>;
  abstract press(key: Key): Promise<void>;
  abstract resize(size: { width: number; height: number }): Promise<void>;
  abstract consoleErrors(): Promise<string[]>;
  /** Ends the session: the next test gets a new one. */
  abstract end(): Promise<void>;

  /** What the page was when an action found nothing to act on: which page, rendered by whom, and its text. */
  private describePage() {
    return this.run<string>(
      `() => {
        const root = document.getElementById('root');
        const rendered = document.querySelector('body > script#page-state') ? 'rendered on the server' : 'not rendered on the server';
        const text = (root?.innerText ?? '').replace(/\\s+/g, ' ').slice(0, 300);
        return location.pathname + ' (' + document.readyState + ', ' + rendered + '): "' + text + '"';
      }`,
      [],
    ).catch(() => 'the page could not be read');
  }

  private find(target: Target, readiness: Readiness) {
    return this.read<number>(`(target, readiness) => (${findInPage.toString()})(target, readiness).length`, [
      toWire(target),
      readiness,
    ]);
  }

  private first(target: Target, readiness: Readiness) {
    return this.element(`(target, readiness) => (${findInPage.toString()})(target, readiness)[0] ?? null`, [
      toWire(target),
      readiness,
    ]);
  }

  /** Finds the target ready to act on, acts, and aims again if the page replaced it meanwhile. */
  private async act(what: string, target: Target, action: (element: Handle) => Promise<void>) {
    try {
      await until(`${what} ${describeTarget(target)}`, async () => {
        const element = await this.first(target, 'actionable');
        if (!element) return undefined;
        try {
          await action(element);
          return true;
        } catch (error) {
          // Aimed again only if the element left the page before the action: never pressed twice.
          if (this.isStale(error)) return undefined;
          throw new Final(error);
        }
      });
    } catch (error) {
      // Says whether it was there at all, or there but disabled or covered.
      const onScreen = await this.find(target, 'visible').catch(() => 'an unknown number of');
      throw new Error(
        `${error instanceof Error ? error.message : error}: ${onScreen} on screen, ${await this.describePage()}`,
      );
    }
  }

  async open(path: string, { until: stage = 'load' }: OpenOptions = {}) {
    const url = new URL(path, this.origin).href;
    if (stage === 'load') return this.load(url);
    // Told to go from the page itself: the driver's own navigation would wait for the load.
    await this.leave(`the browser to start on ${url}`, 'location.assign', url);
  }

  back() {
    return this.leave('the browser to go back', 'history.back');
  }

  /**
   * Calls `navigation` (`location.assign`, `history.back`) in the page, after marking the page, so
   * that nothing is looked for on it once the browser has been told to leave it.
   */
  private async leave(what: string, navigation: string, ...args: string[]) {
    await this.run(
      `(...args) => { window.__e2eLeaving = true; setTimeout(() => ${navigation}(...args)); }`,
      args,
    );
    await until(what, async () =>
      (await this.read<boolean>('() => window.__e2eLeaving !== true', [])) ? true : undefined,
    );
  }

  click(target: Target) {
    return this.act('to press', target, (element) => this.clickOn(element));
  }

  tap(target: Target) {
    return this.act('to tap', target, (element) => this.tapOn(element));
  }

  type(target: Target, text: string) {
    return this.act('to type into', target, (element) => this.typeInto(element, text));
  }

  async waitFor(target: Target) {
    await until(describeTarget(target), async () =>
      (await this.find(target, 'visible')) > 0 ? true : undefined,
    );
  }

  async waitForGone(target: Target) {
    await until(`${describeTarget(target)} to go`, async () =>
      (await this.find(target, 'visible')) === 0 ? true : undefined,
    );
  }

  waitForUrl(pattern: RegExp) {
    return until(`a URL matching ${pattern}`, async () => {
      const url = new URL(await this.currentUrl());
      return pattern.test(url.href) ? url : undefined;
    });
  }

  textOf(target: Target) {
    return until(describeTarget(target), async () => {
      const text = await this.read<string | null>(
        `(target) => { const found = (${findInPage.toString()})(target, 'visible')[0]; return found ? found.textContent.replace(/\\s+/g, ' ').trim() : null; }`,
        [toWire(target)],
      );
      return text ?? undefined;
    });
  }

  count(target: Target) {
    return this.find(target, 'visible');
  }

  attributeOf(target: Target, name: string) {
    return until(describeTarget(target), async () => {
      const [found, value] = await this.read<[boolean, string | null]>(
        `(target, name) => { const found = (${findInPage.toString()})(target, 'visible')[0]; return [Boolean(found), found ? found.getAttribute(name) : null]; }`,
        [toWire(target), name],
      );
      return found ? value : undefined;
    });
  }

  focused(within: Target, covers: Target[]): Promise<Focused> {
    return this.read<Focused>(
      `(within, covers, names) => {
        const find = (target) => (${findInPage.toString()})(target, 'present')[0];
        const focused = document.activeElement ?? document.body;
        const box = focused.getBoundingClientRect();
        const label = focused.labels?.[0]?.textContent ?? focused.getAttribute('aria-label') ?? focused.textContent ?? '';
        const span = (rect) => Math.round(rect.top) + '–' + Math.round(rect.bottom) + ' px';
        let where = span(box);
        const covering = covers.findIndex((target) => {
          const element = find(target);
          if (!element || element.contains(focused)) return false;
          const over = element.getBoundingClientRect();
          const overlaps = over.height > 0 && box.top < over.bottom - 0.5 && box.bottom > over.top + 0.5;
          if (overlaps) where += ' under ' + span(over);
          return overlaps;
        });
        const inside = Boolean(find(within)?.contains(focused));
        return {
          name: label.replace(/\\s+/g, ' ').trim(),
          within: inside,
          coveredBy: covering < 0 ? null : names[covering],
          where: where + (inside ? '' : ', outside') + ' in a ' + innerWidth + '×' + innerHeight + ' viewport',
        };
      }`,
      [toWire(within), covers.map(toWire), covers.map(describeTarget)],
    );
  }

  async waitForStyles() {
    await until('the page and its stylesheets', async () =>
      (await this.read<boolean>(
        `() => document.readyState !== 'loading' && [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet)`,
        [],
      ))
        ? true
        : undefined,
    );
  }

  accidentalScrollbars() {
    return this.read<string[]>(
      `() => {
        const scrolls = (overflow) => overflow === 'auto' || overflow === 'scroll';
        return [...document.querySelectorAll('body *')].flatMap((element) => {
          const style = getComputedStyle(element);
          const by = Math.max(
            scrolls(style.overflowY) ? element.scrollHeight - element.clientHeight : 0,
            scrolls(style.overflowX) ? element.scrollWidth - element.clientWidth : 0,
          );
          if (by < 1 || by > 4) return [];
          const role = element.getAttribute('role');
          return [element.tagName.toLowerCase() + (role ? '[role=' + role + ']' : '') + ' overflows by ' + by + ' px'];
        });
      }`,
      [],
    );
  }

  async waitForFonts() {
    // Each font the page's text is set in is asked for with that text, which starts a load the
    // engine has not started yet, until none is on its way.
    await until('the fonts the page uses', async () =>
      (await this.read<boolean>(
        `() => {
          const text = document.body.innerText;
          const fonts = new Set();
          for (const element of document.querySelectorAll('body *')) {
            if (![...element.childNodes].some((node) => node.nodeType === 3 && node.nodeValue.trim())) continue;
            const style = getComputedStyle(element);
            fonts.add(style.fontStyle + ' ' + style.fontWeight + ' 16px ' + style.fontFamily);
          }
          for (const font of fonts) document.fonts.load(font, text).catch(() => {});
          return document.fonts.status === 'loaded';
        }`,
        [],
      ))
        ? true
        : undefined,
    );
  }
}
