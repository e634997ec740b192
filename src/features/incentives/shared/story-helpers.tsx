import { incentivesHandlers } from '@mocks/handlers/incentives';
import { getMockDb } from '@mocks/runtime';
import type { Decorator } from '@storybook/react-vite';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { useEffect } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { ToastStack, toast } from '@/ui/Toast';

/** Story-only helpers: the incentives handler group with some calls answered differently. */
export const incentivesGroup = (...overrides: RequestHandler[]) => ({
  incentives: [...overrides, ...incentivesHandlers(getMockDb)],
});

const url = (path: string) => `*/api/v2/${path}`;
export const answerWith = (
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  status: number,
  body?: object,
) => http[method](url(path), () => HttpResponse.json(body ?? { message: `Mock ${status}` }, { status }));
export const neverAnswers = (method: 'get' | 'post' | 'patch' | 'delete', path: string) =>
  http[method](url(path), () => delay('infinite'));
export const fieldErrors = (messages: { path: string; message: string }[]) => ({
  message: 'The submitted data is not valid.',
  messages,
});

function ToastsOfThisStory() {
  // The toaster is global: the next story starts without this one's toasts.
  useEffect(() => () => toast.clear(), []);
  return <ToastStack />;
}

/** The shell's toast stack, which the pages' saves and deletions use. */
export const withNotices: Decorator = (Story) => (
  <>
    <Story />
    <ToastsOfThisStory />
  </>
);

/** Waits for a toast with this text. */
export async function expectToast(text: string) {
  await waitFor(
    () => expect(screen.getAllByTestId('toast').some((node) => node.textContent?.includes(text))).toBe(true),
    { timeout: 3000 },
  );
}

/** A real PNG of one colour (an upload the browser can preview), drawn on a canvas. */
export async function pngFile(name: string, color: string, width = 240, height = 120): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], name, { type: 'image/png' });
}
