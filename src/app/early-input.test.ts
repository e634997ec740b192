// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, letEarlyInputGo } from './early-input';
import { startBootCapture } from './early-input-capture';

afterEach(() => {
  document.body.replaceChildren();
});

/** The held presses are replayed a task after the release. */
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve));

function renderedPage() {
  document.body.innerHTML = `
    <form id="search"><input name="s" value=""><button>Search</button></form>
    <button id="close" type="button"><span>Close</span></button>
    <a id="link" href="#elsewhere">Elsewhere</a>
    <input id="agree" type="checkbox">`;
  const get = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T;
  return {
    form: get<HTMLFormElement>('#search'),
    field: get<HTMLInputElement>('#search input'),
    search: get<HTMLButtonElement>('#search button'),
    close: get<HTMLButtonElement>('#close'),
    link: get<HTMLAnchorElement>('#link'),
    agree: get<HTMLInputElement>('#agree'),
  };
}

describe('holdEarlyInput', () => {
  it('holds a press made before hydration and replays it once, after the handlers are attached', async () => {
    const { close } = renderedPage();
    const early = holdEarlyInput();
    close.querySelector('span')?.click();
    const hydrated = vi.fn();
    close.addEventListener('click', hydrated);
    expect(hydrated).not.toHaveBeenCalled();
    early.release();
    await aTaskLater();
    expect(hydrated).toHaveBeenCalledOnce();
    close.click();
    expect(hydrated).toHaveBeenCalledTimes(2);
  });

  it('keeps a form from submitting itself, tells its field what was typed, then submits it through the handler', async () => {
    const { form, field, search } = renderedPage();
    const early = holdEarlyInput();
    const native = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('submit', native);
    field.value = 'safety';
    search.click();
    expect(native).not.toHaveBeenCalled();

    const typed = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    field.addEventListener('input', typed);
    form.addEventListener('submit', submitted);
    early.release();
    await aTaskLater();
    expect(typed).toHaveReturnedWith('safety');
    expect(typed.mock.invocationCallOrder[0]).toBeLessThan(submitted.mock.invocationCallOrder[0] ?? 0);
    expect(submitted).toHaveBeenCalledOnce();
  });

  it('ticks a checkbox ticked meanwhile again with a click, as React hears a tick, and leaves links alone', () => {
    const { agree, link } = renderedPage();
    const early = holdEarlyInput();
    agree.click();
    const followed = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveReturnedWith(false);
    // Hydration put the box back as rendered (a widget's state machine does).
    agree.checked = false;
    const clicked = vi.fn((event: Event) => (event.target as HTMLInputElement).checked);
    agree.addEventListener('click', clicked);
    early.release();
    expect(clicked).toHaveReturnedWith(true);
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('replays a press after what the ticks set off in microtasks (a widget takes a click in one)', async () => {
    const { agree, search, form } = renderedPage();
    const early = holdEarlyInput();
    agree.click();
    search.click();
    let accepted = false;
    agree.addEventListener('click', () => queueMicrotask(() => (accepted = agree.checked)));
    const submitted = vi.fn((event: Event) => {
      event.preventDefault();
      return accepted;
    });
    form.addEventListener('submit', submitted);
    early.release();
    await aTaskLater();
    expect(submitted).toHaveReturnedWith(true);
  });
});

describe('holdEarlyInput after a re-render reset a field', () => {
  it('puts back what was typed before telling the field', () => {
    const { field } = renderedPage();
    const early = holdEarlyInput();
    field.value = 'safety';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // A render after hydration writes the rendered value back into the field.
    field.value = '';
    const told = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    field.addEventListener('input', told);
    early.release();
    expect(field.value).toBe('safety');
    expect(told).toHaveReturnedWith('safety');
  });
});

describe('holdEarlyInput after the head script', () => {
  it('takes over the presses and typing held before the entry ran, and replays them on release', async () => {
    const { field, close } = renderedPage();
    // The head's script, as the build loads it before the body (src/app/boot.ts).
    startBootCapture(document);
    field.value = 'safety';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    close.click();
    const early = holdEarlyInput();
    const hydrated = vi.fn();
    close.addEventListener('click', hydrated);
    const told = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    field.addEventListener('input', told);
    field.value = '';
    early.release();
    await aTaskLater();
    expect(hydrated).toHaveBeenCalledOnce();
    expect(told).toHaveReturnedWith('safety');
    // Released once: a later press reaches the page's own handlers only.
    close.click();
    expect(hydrated).toHaveBeenCalledTimes(2);
  });

  it('stops holding on a page the browser renders itself', () => {
    const { close } = renderedPage();
    startBootCapture(document);
    letEarlyInputGo();
    const pressed = vi.fn((event: Event) => event.defaultPrevented);
    close.addEventListener('click', pressed);
    close.click();
    expect(pressed).toHaveReturnedWith(false);
  });
});
