import { neverRespond } from '@mocks/never-respond';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

/** Story-only helpers of the catalogue's page stories. */
const url = (path: string) => `*/api/v2/${path}`;
export const respondsWith = (path: string, status: number) =>
  http.get(url(path), () => HttpResponse.json({ message: `Mock ${status}` }, { status }));
export const neverResponds = (path: string) => http.get(url(path), neverRespond);

/** The page's own content, inside the shell's <main>. */
export const mainOf = (canvasElement: HTMLElement) =>
  within((canvasElement.ownerDocument.getElementById('main-content') ?? canvasElement) as HTMLElement);

/** The app's not-found page in place of the page that asked, the address unchanged (after waitForPage). */
export async function expectNotFoundPage(canvasElement: HTMLElement) {
  const main = mainOf(canvasElement);
  await expect(await main.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await waitFor(() => expect(document.title).toMatch(/^Page not found/));
}
