/**
 * Once its user starts to leave a page (a link, the address bar), the browser stops the page's
 * loads while the page is still on screen and its code still runs: Firefox stops those on their
 * way, WebKit refuses any new one. A chunk then fails there and then, and the code waiting for it
 * shows an error and logs it in the instant before the next page replaces it. A load made through
 * `unlessLeaving` that fails once the user has started to leave never ends instead: the page
 * goes, with nothing rendered or logged for a load nobody waits for any more.
 *
 * Leaving is `beforeunload`, which every engine fires before it stops anything. It is listened to
 * only while a load is on its way, or while `watchLeaving` says one is about to start: a page that
 * listens to it all the time is kept out of Firefox's back-forward cache.
 */
let watching = 0;
let leaving = false;
const markLeaving = () => {
  leaving = true;
};

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
    if (leaving) return new Promise<T>(() => {});
    throw error;
  } finally {
    stopWatching();
  }
}
