import { fetchTransport, type Transport } from '@/api/transport';

/**
 * The stories' transport: `fetch`, but a call's response (or failure) that arrives after its story
 * ended never reaches the app. A story may end with a call in flight (one held without a response on
 * purpose, a save it did not wait for); its components are gone by then, but a save's own
 * continuation is not, and would put its notice into whichever story runs next (the toast stack is
 * one for the whole app).
 */
let story = { ended: false };

/** Before each story (.storybook/preview.tsx): the calls made until now belong to an ended story. */
export function beginStoryCalls() {
  story.ended = true;
  story = { ended: false };
}

const never = new Promise<never>(() => {});

/** What `work` comes to, unless its story has ended by then: then nothing, ever. */
function whileStoryRuns<T>(madeIn: { ended: boolean }, work: Promise<T>): Promise<T> {
  return work.then(
    (value) => (madeIn.ended ? never : value),
    (error: unknown) => (madeIn.ended ? never : Promise.reject(error)),
  );
}

export function storyTransport(inner: Transport = fetchTransport): Transport {
  return async (call) => {
    const madeIn = story;
    const response = await whileStoryRuns(madeIn, inner(call));
    return {
      status: response.status,
      setCookies: () => response.setCookies(),
      text: () => whileStoryRuns(madeIn, response.text()),
    };
  };
}
