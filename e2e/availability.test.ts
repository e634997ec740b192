import type { Page } from 'playwright';
import { expect, test } from 'vitest';
import { launchBrowserPerFile } from './browser';

const { page } = launchBrowserPerFile();

/** Opens /availability as a visitor would: the guard sends to login, signing in comes back. */
async function openOwnCalendarSignedIn(p: Page) {
  await p.goto('/availability');
  await p.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  await p.getByLabel('Username').fill('learner');
  await p.getByLabel('Password').fill('learner');
  await p.getByRole('button', { name: 'Log in' }).click();
  await p.getByRole('heading', { level: 1, name: 'My availability' }).waitFor();
  expect(new URL(p.url()).pathname).toBe('/availability');
}

test('a learner adds a slot with the form and still sees it after reloading', async () => {
  const p = page();
  await openOwnCalendarSignedIn(p);
  const note = `E2E office hours ${Date.now()}`;
  await p.getByRole('button', { name: 'New slot' }).click();
  const dialog = p.getByRole('dialog', { name: 'New slot' });
  // The hour proposed follows the clock (the next whole hour after 9:00): the test sets its own.
  await dialog.getByLabel('Start time').fill('09:00');
  await dialog.getByLabel('End time').fill('10:00');
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await p.getByTestId('toast').filter({ hasText: 'The slot has been added.' }).waitFor();
  const slot = p.getByRole('grid').getByRole('button', { name: new RegExp(note) });
  await slot.waitFor();
  expect(await slot.textContent()).toContain('09:00 – 10:00');

  await p.reload();
  await p.getByRole('heading', { level: 1, name: 'My availability' }).waitFor();
  await p
    .getByRole('grid')
    .getByRole('button', { name: new RegExp(note) })
    .waitFor();
});

test('a learner drags across a day of the week grid to create a slot', async () => {
  const p = page();
  await openOwnCalendarSignedIn(p);
  const grid = p.getByRole('grid');
  // The small hours are free in every seeded calendar: show them, and drag on Monday.
  const fullDay = p.getByRole('button', { name: 'Show all 24 hours' });
  if (await fullDay.isVisible()) await fullDay.click();
  const from = grid.getByRole('gridcell', { name: /^Monday, \w+ \d+, 03:00$/ });
  const to = grid.getByRole('gridcell', { name: /^Monday, \w+ \d+, 04:00$/ });
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('the grid is not rendered');
  const x = start.x + start.width / 2;
  // A real pointer: down at 03:00, through the column, up half way through 04:00 → 03:00–04:45.
  await p.mouse.move(x, start.y + 2);
  await p.mouse.down();
  await p.mouse.move(x, start.y + 30, { steps: 4 });
  await p.mouse.move(x, end.y + end.height / 2 + 2, { steps: 4 });
  await p.mouse.up();
  const dialog = p.getByRole('dialog', { name: 'New slot' });
  await dialog.waitFor();
  expect(await dialog.getByLabel('Start time').inputValue()).toBe('03:00');
  expect(await dialog.getByLabel('End time').inputValue()).toBe('04:45');
  const note = `E2E dragged ${Date.now()}`;
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await grid.getByRole('button', { name: new RegExp(note) }).waitFor();

  await p.reload();
  await p
    .getByRole('grid')
    .getByRole('button', { name: new RegExp(`03:00\\s*–\\s*04:45.*${note}`) })
    .waitFor();
});

test('the slot form says nothing before a field is left, refuses an end before the start, and keeps the edits', async () => {
  const p = page();
  await openOwnCalendarSignedIn(p);
  await p.getByRole('button', { name: 'New slot' }).click();
  const dialog = p.getByRole('dialog', { name: 'New slot' });
  const end = dialog.getByLabel('End time');
  const noteField = dialog.getByLabel('Note');
  // The hour proposed follows the clock: the test starts the slot at 09:00 itself.
  await dialog.getByLabel('Start time').fill('09:00');
  // Typed as a person does, segment by segment from the hours (hours, minutes, AM/PM in en-US).
  const typeTime = async (keys: string) => {
    await noteField.focus();
    await end.focus();
    await p.keyboard.type(keys);
  };
  await typeTime('0830A');
  expect(await end.getAttribute('aria-invalid')).toBeNull();
  // Leaving the field checks it: the end must come after the 09:00 start. (Tab would only
  // move to the time's next segment.)
  await noteField.click();
  await dialog.getByText('The end must be after the start.').waitFor();
  expect(await end.getAttribute('aria-invalid')).toBe('true');
  const note = `E2E refused ${Date.now()}`;
  await noteField.fill(note);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Nothing was sent: the dialog is still open with what was typed, and the wrong field has the focus.
  await p.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  expect(await noteField.inputValue()).toBe(note);
  await typeTime('1030A');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await p.getByTestId('toast').filter({ hasText: 'The slot has been added.' }).waitFor();
  await p
    .getByRole('grid')
    .getByRole('button', { name: new RegExp(`09:00\\s*–\\s*10:30.*${note}`) })
    .waitFor();
});
