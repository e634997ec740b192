import { incentivesHandlers } from '@mocks/handlers/incentives';
import { getMockDb } from '@mocks/runtime';
import type { Decorator } from '@storybook/react-vite';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { NoticeProvider } from './notices';

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

/** The toasts incentives pages raise. */
export const withNotices: Decorator = (Story) => (
  <NoticeProvider>
    <Story />
  </NoticeProvider>
);

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
