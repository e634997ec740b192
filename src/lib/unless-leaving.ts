/**
 * Once its user starts to leave a page (a link, the address bar), the browser stops the page's
 * loads while the page is still on screen and its code still runs: Firefox stops those on their
 * way, WebKit refuses any new one. A chunk then fails there and then, and the code waiting for it
 * shows an error and logs it in the instant before the next page replaces it. A load made through
 * `unlessLeaving` that fails once the user has started to leave never ends instead: the page
 * goes, with nothing rendered or logged for a load nobody waits for any more.
 *
 * Leaving is `beforeunload`, which every engine fires before it stops anything. It is listened to
 * only while a load is on its way, or while `watchLeaving` says one is about to start, and from
 * the head's script until the page is rendered or hydrated (`watchLeavingFromHead`): a page that
 * listens to it all the time is kept out of Firefox's back-forward cache. This module has no
 * imports: the head's script bundles it too.
 */
let watching = 0;
let leaving = false;
const markLeaving = () => {
  leaving = true;
};

/** Where the head's script notes a departure for the entry: a registered symbol, shared by both scripts. */
const HEAD_WATCH = Symbol.for('learning-platform.leaving');
interface HeadWatch {
  left: boolean;
  stop(): void;
}
type HoldsHeadWatch = { [HEAD_WATCH]?: HeadWatch };

/**
 * Run by the document's head script. On a page the server rendered, its user can follow a link once
 * the entry has arrived and before it runs (it comes after the first paint, and a busy phone may run
 * it late); the entry's loads then start on a page already being left, with no `beforeunload` still
 * to come. The head's watch notes that departure until `stopWatchingFromHead`, once the page is
 * rendered or hydrated.
 */
export function watchLeavingFromHead(view: Window & HoldsHeadWatch): void {
  if (view[HEAD_WATCH]) return;
  const watch: HeadWatch = {
    left: false,
    stop: () => view.removeEventListener('beforeunload', markLeft),
  };
  const markLeft = () => {
    watch.left = true;
  };
  view.addEventListener('beforeunload', markLeft);
  view[HEAD_WATCH] = watch;
}

const headWatch = (): HeadWatch | undefined =>
  typeof window === 'undefined' ? undefined : (window as Window & HoldsHeadWatch)[HEAD_WATCH];

/** Ends the head's watch: from the hydrated page on, `unlessLeaving` watches for itself. */
export function stopWatchingFromHead(): void {
  const watch = headWatch();
  if (!watch) return;
  watch.stop();
  delete (window as Window & HoldsHeadWatch)[HEAD_WATCH];
}

/** Listens for the user leaving until the returned function is called. */
export function watchLeaving(): () => void {
  // On the server, and in tests in Node, there is no page to leave.
  if (typeof window === 'undefined') return () => {};
  if (watching++ === 0) addEventListener('beforeunload', markLeaving);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--watching > 0) return;
    removeEventListener('beforeunload', markLeaving);
    // A departure that did not happen (a download, say) leaves nothing behind for the next load.
    leaving = false;
  };
}

export async function unlessLeaving<T>(load: () => Promise<T>): Promise<T> {
  const stopWatching = watchLeaving();
  try {
    return await load();
  } catch (error) {
    if (leaving || headWatch()?.left) return new Promise<T>(() => {});
    throw error;
  } finally {
    stopWatching();
  }
}
