// @vitest-environment jsdom
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationSlice, hydrateInSlices } from './hydration-slice';

afterEach(() => {
  document.body.replaceChildren();
});

/** A page of three parts: a header and a main that are slices, a footer that is not. */
function Page({ pressed }: { pressed: (part: string) => void }) {
  return (
    <div>
      <HydrationSlice name="header">
        <header>
          <button type="button" onClick={() => pressed('header')}>
            Header
          </button>
        </header>
      </HydrationSlice>
      <HydrationSlice name="main">
        <main>
          <button type="button" onClick={() => pressed('main')}>
            Main
          </button>
        </main>
      </HydrationSlice>
      <footer>
        <button type="button" onClick={() => pressed('footer')}>
          Footer
        </button>
      </footer>
    </div>
  );
}

/** A page whose footer counts its presses: the page renders again while a slice waits. */
function Counting() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <HydrationSlice name="main">
        <main>
          <button type="button">Main</button>
        </main>
      </HydrationSlice>
      <footer>
        <button type="button" onClick={() => setCount(count + 1)}>
          Pressed {count} times
        </button>
      </footer>
    </div>
  );
}

/** Once the promise callbacks and renders scheduled so far have run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** `nextTask` under the test's control: each call waits until the test lets one task pass. */
function controlledTasks() {
  const waiting: (() => void)[] = [];
  return {
    nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** Lets the oldest waiting task run, then the renders it scheduled. */
    async pass() {
      await settled();
      waiting.shift()?.();
      await settled();
    },
  };
}

const button = (name: string) => document.querySelector(`button:is(${name} *)`) as HTMLButtonElement;

describe('hydrateInSlices', () => {
  it('hydrates each slice in a task of its own, in order, keeping every node the server drew', async () => {
    const pressed = vi.fn();
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderToString(<Page pressed={pressed} />);
    const drawn = [...root.querySelectorAll('*')];
    const tasks = controlledTasks();

    let finished = false;
    const hydrated = hydrateInSlices(
      () => hydrateRoot(root, <Page pressed={pressed} />),
      tasks.nextTask,
    ).then(() => {
      finished = true;
    });
    // The part outside the slices is hydrated at once; the slices wait with their markup on screen.
    const press = (part: string) => {
      pressed.mockClear();
      button(part).click();
      return pressed.mock.calls.flat();
    };
    expect(press('footer')).toEqual(['footer']);
    expect(press('header')).toEqual([]);
    expect(press('main')).toEqual([]);

    await tasks.pass();
    expect(press('header')).toEqual(['header']);
    expect(press('main')).toEqual([]);

    await tasks.pass();
    expect(press('main')).toEqual(['main']);
    expect(finished).toBe(false);

    // The task after the last slice's.
    await tasks.pass();
    await hydrated;
    expect([...root.querySelectorAll('*')]).toEqual(drawn);
    expect(root.querySelector('main')?.dataset.hydrationSlice).toBe('main');
  });

  it('keeps waiting, in place, when the page around it renders again before its turn', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderToString(<Counting />);
    const main = root.querySelector('main');
    const tasks = controlledTasks();
    const hydrated = hydrateInSlices(() => hydrateRoot(root, <Counting />), tasks.nextTask);
    button('footer').click();
    await settled();
    expect(button('footer').textContent).toBe('Pressed 1 times');
    await tasks.pass();
    await tasks.pass();
    await hydrated;
    expect(root.querySelectorAll('main')).toHaveLength(1);
    expect(root.querySelector('main')).toBe(main);
    expect(root.firstElementChild?.children).toHaveLength(2);
  });

  it('is only its element outside of a hydration, and after one', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    createRoot(root).render(
      <HydrationSlice name="main">
        <main>Drawn at once</main>
      </HydrationSlice>,
    );
    await vi.waitFor(() => expect(root.querySelector('main')?.textContent).toBe('Drawn at once'));
  });

  it('does not hold a part the server did not draw', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    // The server drew nothing in its place (the part was not shown then): it renders at once.
    root.innerHTML = '<div></div>';
    const tasks = controlledTasks();
    void hydrateInSlices(
      () =>
        hydrateRoot(
          root,
          <div>
            <HydrationSlice name="aside">
              <aside>Shown</aside>
            </HydrationSlice>
          </div>,
        ),
      tasks.nextTask,
    );
    await settled();
    expect(root.querySelector('aside')?.textContent).toBe('Shown');
  });
});
