import { expect, test } from 'vitest';
import type { TrainingDetail } from '@/api/catalog';
import type { Training } from '@/api/trainings';
import { launchBrowserPerFile } from './browser';

const { page } = launchBrowserPerFile();
/** The production bundle loads each area lazily behind the shell's overlay: allow it a few seconds. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Signs the browser context in through the API (the login page is covered elsewhere). */
async function signInAsLearner() {
  const api = page().context().request;
  await api.get('/api/v2/me');
  const token =
    (await page().context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await api.post('/api/v2/user/login', {
    form: { name: 'learner', pass: 'learner' },
    headers: { 'X-XSRF-TOKEN': token },
  });
  expect(response.status()).toBe(200);
  return api;
}

test('a learner finds a training in the catalogue, enrols, starts it, sees it on the dashboard and leaves it', async () => {
  const api = await signInAsLearner();
  // A training the learner can enrol in at once: not enrolled, not full, no approval needed.
  const list = (await (
    await api.get('/api/v2/trainings?include_own=1&multilingual=1&limit=100&order_by=title')
  ).json()) as { data: Training[] };
  let training: TrainingDetail | undefined;
  for (const candidate of list.data) {
    const { data } = (await (await api.get(`/api/v2/trainings/${candidate.id}`)).json()) as {
      data: TrainingDetail;
    };
    if (data.enrolment?.state === 'not_enrolled' && !data.approval_required) {
      training = data;
      break;
    }
  }
  if (!training) throw new Error('No training to enrol in');

  // The page's own content: the header has a search button too.
  const main = page().locator('#main-content');
  await page().goto('/catalog');
  await main.getByRole('searchbox', { name: 'Search trainings' }).fill(training.title);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await page().waitForURL(/\/catalog\?s=/);
  await main.getByRole('link', { name: training.title, exact: true }).click();

  await page().waitForURL(new RegExp(`/course/${training.id}$`));
  await main.getByRole('heading', { level: 1, name: training.title }).waitFor();
  await main.getByRole('button', { name: 'Enrol', exact: true }).click();
  const panel = page().getByTestId('enrolment-panel');
  await panel.getByText('Enrolled', { exact: true }).waitFor();

  await panel.getByRole('button', { name: 'Start training' }).click();
  // A lesson is ticked off by its label, as a person clicks it.
  const firstLesson = training.outline[0]?.lessons[0]?.title ?? '';
  await main.getByText(firstLesson, { exact: true }).click();
  await poll(() => main.getByRole('checkbox').first().isChecked()).toBe(true);
  await panel.getByRole('progressbar', { name: 'Progress' }).waitFor();
  await poll(() => panel.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true);

  // The dashboard lists it among the learner's trainings, started.
  await page().goto('/dashboard');
  await poll(() =>
    page()
      .getByRole('progressbar', { name: `Progress of ${training.title}` })
      .getAttribute('aria-valuenow'),
  ).not.toBe('0');
  await main.getByRole('link', { name: training.title, exact: true }).first().click();
  await page().waitForURL(new RegExp(`/course/${training.id}$`));

  await main.getByRole('button', { name: 'Leave training' }).click();
  await page()
    .getByRole('alertdialog', { name: 'Leave this training?' })
    .getByRole('button', { name: 'Leave training' })
    .click();
  await main.getByRole('button', { name: 'Enrol', exact: true }).waitFor();
});
