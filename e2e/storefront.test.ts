import { expect, test } from 'vitest';
import { launchBrowserPerFile, signInAs } from './browser';

const { page } = launchBrowserPerFile();

test('an administrator builds the storefront for visitors, saves, signs out and sees it at /', async () => {
  const p = page();
  await p.goto(`/user/login?redirectTo=${encodeURIComponent('/settings/storefront/unregistered')}`);
  await p.getByLabel('Username').fill('admin');
  await p.getByLabel('Password').fill('admin');
  await p.getByRole('button', { name: 'Log in' }).click();

  await p.getByRole('heading', { level: 1, name: 'Storefront for unregistered users' }).waitFor();
  const sections = p.getByTestId('editor-section');
  await sections.first().waitFor();
  const before = await sections.count();

  // A new call to action at the top, from the section library.
  await p.getByRole('button', { name: 'Add section at position 1' }).click();
  await p
    .getByRole('list', { name: 'Section library' })
    .getByRole('button', { name: /^Call to action/ })
    .click();
  const form = p.getByRole('form', { name: 'New section: content' });
  await form.getByLabel('Title').fill('Spring enrolment is open');
  await form.getByLabel('Message').fill('Every course is free to try until the end of April.');
  await form.getByLabel('Button label').fill('Create an account');
  await form.getByLabel('Button link').fill('/user/register');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => sections.count()).toBe(before + 1);

  // Moved below the hero with the keyboard-operable control, then saved.
  await sections
    .first()
    .getByRole('button', { name: /^Move Spring enrolment is open .* down$/ })
    .click();
  await p.getByTestId('save-storefront').click();
  await p.getByText('Storefront settings have been successfully saved!').waitFor();
  await expect.poll(() => p.getByTestId('save-storefront').getAttribute('aria-disabled')).toBe('true');

  await p.goto('/user/logout');
  await p.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();

  await p.goto('/');
  await p.getByRole('heading', { level: 1, name: 'Storefront' }).waitFor();
  const cta = p.getByRole('heading', { level: 2, name: 'Spring enrolment is open' });
  await cta.waitFor();
  expect(await p.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
    '/user/register',
  );
  // It sits second, after the hero, as saved.
  const headings = await p
    .getByTestId('storefront-sections')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  expect(headings.indexOf('Spring enrolment is open')).toBe(1);
});

test('an administrator hand-picks trainings for a section, puts them in another order, saves, and a learner sees them in that order', async () => {
  const p = page();
  await signInAs(p, 'admin');
  await p.goto('/settings/storefront/registered');
  await p.getByRole('heading', { level: 1, name: 'Storefront for registered users' }).waitFor();
  await p.getByRole('button', { name: 'Settings of Popular this month (Trainings list)' }).click();
  const form = p.getByRole('form', { name: 'Section settings' });
  await form.getByRole('combobox', { name: 'Which trainings' }).click();
  await p.getByRole('option', { name: 'Hand-picked trainings' }).click();
  const search = form.getByRole('combobox', { name: /^Trainings/ });
  const picked = ['Introduction to SQL (live workshop)', 'Leading hybrid teams'];
  for (const title of picked) {
    await search.fill(title);
    await p.getByRole('option', { name: title, exact: true }).click();
  }
  const chosen = form.getByRole('list', { name: 'Selected' }).getByRole('listitem');
  await expect
    .poll(() => chosen.allTextContents())
    .toEqual(picked.map((title, index) => `${index + 1}${title}`));
  await form.getByRole('button', { name: 'Move Leading hybrid teams earlier' }).click();
  await expect
    .poll(() => chosen.allTextContents())
    .toEqual(['1Leading hybrid teams', '2Introduction to SQL (live workshop)']);
  await form.getByRole('button', { name: 'Apply' }).click();
  await p.getByTestId('save-storefront').click();
  await p.getByText('Storefront settings have been successfully saved!').waitFor();

  await p.goto('/user/logout');
  await p.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  await signInAs(p, 'learner');
  await p.goto('/storefront');
  const section = p.getByRole('region', { name: 'Popular this month' });
  await expect
    .poll(() => section.getByRole('article').getByRole('heading').allTextContents())
    .toEqual(['Leading hybrid teams', 'Introduction to SQL (live workshop)']);
});
