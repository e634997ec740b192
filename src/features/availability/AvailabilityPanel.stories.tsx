import { LEARNER_UID } from '@fixtures/users';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { narrowPhoneViewport, phoneViewport, storyParameters } from '@/testing/story-parameters';
import { ToastStack, toast } from '@/ui/Toast';
import { AvailabilityPanel } from './AvailabilityPanel';
import {
  busyWeek,
  pageFitsThePhone,
  saveRespondsWith,
  slotsFailWith500,
  slotsNeverRespond,
  storySlot,
  withSlots,
} from './testing';

const at = (route: string) => ({ route, path: '*' });
const grid = () => screen.findByRole('grid');
const cell = async (name: RegExp) => within(await grid()).getByRole('gridcell', { name });
const dialog = () => screen.findByRole('dialog', { name: /slot/ });
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(label, { exact: false });
const toastWith = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByTestId('toast').some((node) => node.textContent?.includes(text))).toBe(true),
  );
/** After a failed save the buttons come back from disabled (their colour transition ends before the picture: src/testing/settle.ts). */
const buttonsSettled = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy'));
const slotButtons = async () => within(await grid()).queryAllByRole('button');

const meta = {
  title: 'Availability/Own calendar',
  component: AvailabilityPanel,
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastStack />
      </>
    ),
  ],
  // The toast stack is one for the whole app: start and leave it empty.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
  parameters: storyParameters({ router: at('/availability'), mockDb: withSlots(busyWeek()) }),
} satisfies Meta<typeof AvailabilityPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BusyWeek: Story = {
  play: async () => {
    await screen.findByRole('button', { name: /^Available\s*, Monday, November 2, 09:00\s*–\s*11:00/ });
    await expect(await slotButtons()).toHaveLength(7);
    // Overlapping slots sit side by side, the unavailable one is named as such.
    await expect(
      screen.getByRole('button', {
        name: /^Unavailable\s*, Tuesday, November 3, 10:00\s*–\s*11:30\s*, Dentist$/,
      }),
    ).toBeVisible();
    // Every slot fits the working day: the grid shows 07:00–19:00.
    await expect(screen.getByRole('rowheader', { name: '07:00' })).toBeVisible();
    await expect(screen.queryByRole('rowheader', { name: '06:00' })).not.toBeInTheDocument();
    await expect(screen.getByText('Times in UTC')).toBeVisible();
  },
};

/**
 * 390 px wide: seven days cannot all fit, so the grid scrolls sideways in its own box (never the page)
 * with days wide enough for a slot's times (they were cut to "0…"), under a sticky hour column.
 * Keyboard focus scrolls the focused hour into view, clear of that column.
 */
export const WeekAtPhoneWidth: Story = {
  globals: phoneViewport,
  play: async () => {
    const table = await grid();
    const office = await screen.findByRole('button', { name: /^Available\s*, Monday, November 2, 09:00/ });
    await expect(pageFitsThePhone()).toBe(true);
    const frame = table.parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    const times = office.querySelector<HTMLElement>('[aria-hidden="true"] > span');
    await expect(times).toHaveTextContent(/^09:00\s*–\s*11:00$/);
    await expect(times?.scrollWidth).toBeLessThanOrEqual(times?.clientWidth ?? 0);

    const hours = within(table).getByRole('rowheader', { name: '09:00' });
    const clearOfTheHours = (cell: Element) => {
      const box = cell.getBoundingClientRect();
      return (
        box.left >= hours.getBoundingClientRect().right - 1 &&
        box.right <= frame.getBoundingClientRect().right + 1
      );
    };
    const start = table.querySelector<HTMLElement>('[tabindex="0"]');
    await expect(start).toHaveAccessibleName(/^Monday, November 2, 09:00/);
    start?.focus();
    // To the week's last day (in English weeks start on Sunday).
    await userEvent.keyboard('{ArrowRight>5/}');
    await expect(document.activeElement).toHaveAccessibleName(/^Saturday, November 7, 09:00/);
    await expect(clearOfTheHours(document.activeElement as Element)).toBe(true);
    // The hour column stayed in view while the days scrolled under it.
    await expect(hours.getBoundingClientRect().left).toBe(frame.getBoundingClientRect().left + 1);
    await userEvent.keyboard('{ArrowLeft>6/}');
    await expect(document.activeElement).toHaveAccessibleName(/^Sunday, November 1, 09:00/);
    await expect(clearOfTheHours(document.activeElement as Element)).toBe(true);
    await userEvent.keyboard('{ArrowRight>6/}{Enter}');
    await dialog();
    await expect(field('Start date')).toHaveValue('11/07/2026');
    await expect(field('Start time')).toHaveValue('09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DragToCreateAtPhoneWidth: Story = {
  globals: phoneViewport,
  parameters: storyParameters({ mockDb: withSlots([]) }),
  play: async () => {
    const from = await cell(/^Thursday, November 5, 10:00/);
    const to = await cell(/^Thursday, November 5, 11:00/);
    // Thursday is past the first screenful of days: bring it into view as a swipe would.
    from.scrollIntoView({ block: 'center', inline: 'center' });
    const box = from.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const x = box.left + box.width / 2;
    const user = userEvent.setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: from, coords: { clientX: x, clientY: box.top + 2 } },
      { target: to, coords: { clientX: x, clientY: to.getBoundingClientRect().top + 26 } },
    ]);
    await expect(await screen.findByText('New slot 10:00 – 11:45')).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: to });
    await dialog();
    await expect(field('Start date')).toHaveValue('11/05/2026');
    await expect(field('Start time')).toHaveValue('10:00');
    await expect(field('End time')).toHaveValue('11:45');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(pageFitsThePhone()).toBe(true);
  },
};

/** Each chip shows its whole start time (it was cut to "09"); the note stays in its name. */
const monthFitsThePhone =
  (width: number): Story['play'] =>
  async () => {
    await expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeVisible();
    // On each Monday of the grid's five weeks (1 November – 5 December).
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Office hours/ })).toHaveLength(5));
    // Its visually hidden day labels once stuck out of the grid by a pixel and made the page scroll sideways.
    await expect(pageFitsThePhone(width)).toBe(true);
    const chips = await slotButtons();
    for (const chip of chips) await expect(chip.scrollWidth).toBeLessThanOrEqual(chip.clientWidth);
    await expect(
      within(await grid()).getByRole('button', { name: /November 3, 10:00.*Dentist$/ }),
    ).toBeVisible();
  };

export const MonthAtPhoneWidth: Story = {
  globals: phoneViewport,
  parameters: storyParameters({ router: at('/availability?view=month&date=2026-11-02') }),
  play: monthFitsThePhone(390),
};

/** At 320 px a day is narrower than "09:00": the time breaks after its separator rather than being cut. */
export const MonthAtANarrowPhone: Story = {
  globals: narrowPhoneViewport,
  parameters: MonthAtPhoneWidth.parameters,
  play: monthFitsThePhone(320),
};

/** A month's columns on a 320 px phone: Arabic's weekday names ("الثلاثاء") ran into each other; one letter fits. */
export const MonthInArabicAtANarrowPhone: Story = {
  globals: narrowPhoneViewport,
  parameters: storyParameters({ locale: 'ar', router: at('/availability?view=month&date=2026-11-02') }),
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await screen.findAllByRole('button', { name: /Office hours/ });
    await expect(pageFitsThePhone(320)).toBe(true);
    const headers = within(await grid()).getAllByRole('columnheader');
    await expect(headers).toHaveLength(7);
    for (const header of headers) {
      // Each keeps its short name for screen readers, and its letter stays in its column.
      await expect(header).toHaveAccessibleName(/\S{2,}/);
      await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    }
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { availability: slotsNeverRespond } } },
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading slots' })).toBeVisible();
    await expect((await grid()).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const EmptyWeek: Story = {
  parameters: storyParameters({ mockDb: withSlots([]) }),
  play: async () => {
    await expect(await screen.findByText(/^No slots this week\./)).toBeVisible();
    await expect(await slotButtons()).toHaveLength(0);
  },
};

export const LoadFailsWith500: Story = {
  parameters: { msw: { handlers: { availability: slotsFailWith500 } } },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('The calendar could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const MonthView: Story = {
  parameters: storyParameters({
    router: at('/availability?view=month&date=2026-11-02'),
    mockDb: withSlots([
      ...busyWeek(),
      storySlot('2026-11-12 08:00:00', '2026-11-12 09:00:00', { note: 'Coaching' }),
      storySlot('2026-11-12 10:00:00', '2026-11-12 11:00:00'),
      storySlot('2026-11-12 13:00:00', '2026-11-12 14:00:00', { status: 'unavailable' }),
      storySlot('2026-11-12 15:00:00', '2026-11-12 16:00:00', { note: 'Review' }),
    ]),
  }),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    // Weekly office hours on every Monday of the grid (1 Nov – 5 Dec: in English weeks start on Sunday).
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Office hours/ })).toHaveLength(5));
    // Four slots on the 12th: two chips and "+2 more", which opens that week.
    await userEvent.click(screen.getByRole('button', { name: /\+2 more\s*, Thursday, November 12/ }));
    await expect(await screen.findByRole('heading', { name: /November 8\s*–\s*14, 2026/ })).toBeVisible();
    await expect(screen.getByRole('button', { name: /Coaching/ })).toBeVisible();
    // The button is gone: the focus goes to the hour of that day's first slot, not to the page.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Thursday, November 12, 08:00/));
  },
};

/** On a phone the week scrolls sideways: "+N more" shows the day it was pressed on, not the week's first days. */
export const MoreOnAPhoneShowsTheDay: Story = {
  ...MonthView,
  tags: ['no-screenshot'],
  globals: phoneViewport,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /\+2 more\s*, Thursday, November 12/ }));
    const table = await grid();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Thursday, November 12, 08:00/));
    const frame = (table.parentElement as HTMLElement).getBoundingClientRect();
    const cell = (document.activeElement as HTMLElement).getBoundingClientRect();
    await expect(cell.left).toBeGreaterThanOrEqual(frame.left);
    await expect(cell.right).toBeLessThanOrEqual(frame.right);
  },
};

export const RecurringSlots: Story = {
  parameters: storyParameters({
    mockDb: withSlots([
      storySlot('2026-10-05 14:00:00', '2026-10-05 15:30:00', { repeat_weekly: true, note: 'Mentoring' }),
      storySlot('2026-10-07 09:00:00', '2026-10-07 10:00:00', {
        repeat_weekly: true,
        repeat_until: '2026-11-11',
        note: 'Stand-up',
      }),
    ]),
  }),
  play: async () => {
    await screen.findByRole('button', { name: /Mentoring/ });
    await expect(screen.getByRole('button', { name: /Wednesday, November 4.*Stand-up/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await expect(await screen.findByRole('heading', { name: /November 8\s*–\s*14, 2026/ })).toBeVisible();
    await expect(
      await screen.findByRole('button', { name: /Monday, November 9.*repeats weekly/ }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: /Stand-up/ })).toBeVisible();
    // The stand-up ends on 11 November; the mentoring goes on.
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await expect(await screen.findByRole('button', { name: /Monday, November 16.*Mentoring/ })).toBeVisible();
    await expect(screen.queryByRole('button', { name: /Stand-up/ })).not.toBeInTheDocument();
  },
};

export const CreateWithKeyboard: Story = {
  parameters: storyParameters({ mockDb: withSlots([]) }),
  play: async () => {
    const table = await grid();
    await screen.findByText(/^No slots this week\./);
    // One cell of the grid is in the tab order: today at 9:00.
    const start = table.querySelector<HTMLElement>('[tabindex="0"]');
    await expect(start).toHaveAccessibleName(/^Monday, November 2, 09:00/);
    start?.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(/^Tuesday, November 3, 11:00/);
    await userEvent.keyboard('{Enter}');
    await dialog();
    await expect(field('Start date')).toHaveValue('11/03/2026');
    await expect(field('Start time')).toHaveValue('11:00');
    await expect(field('End time')).toHaveValue('12:00');
    await userEvent.type(field('Note'), 'Tutoring');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await toastWith('The slot has been added.');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(
      await screen.findByRole('button', {
        name: /^Available\s*, Tuesday, November 3, 11:00\s*–\s*12:00\s*, Tutoring$/,
      }),
    ).toBeVisible();
    await expect(getMockDb().availability.slots.find((slot) => slot.note === 'Tutoring')).toMatchObject({
      uid: LEARNER_UID,
      start: '2026-11-03 11:00:00',
      end: '2026-11-03 12:00:00',
    });
  },
};

export const CreateByDragging: Story = {
  parameters: storyParameters({ mockDb: withSlots([]) }),
  play: async () => {
    const from = await cell(/^Wednesday, November 4, 10:00/);
    const to = await cell(/^Wednesday, November 4, 11:00/);
    const box = from.getBoundingClientRect();
    const x = box.left + box.width / 2;
    // Down at 10:00, up half way through 11:00–12:00: snapped to 10:00–11:45.
    // One user-event session, so the button stays pressed between the calls.
    const user = userEvent.setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: from, coords: { clientX: x, clientY: box.top + 2 } },
      { target: to, coords: { clientX: x, clientY: to.getBoundingClientRect().top + 26 } },
    ]);
    await expect(await screen.findByText('New slot 10:00 – 11:45')).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: to });
    await expect(screen.queryByText('New slot 10:00 – 11:45')).not.toBeInTheDocument();
    await dialog();
    await expect(field('Start date')).toHaveValue('11/04/2026');
    await expect(field('Start time')).toHaveValue('10:00');
    await expect(field('End time')).toHaveValue('11:45');
    await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Unavailable' }));
    await expect(
      within(screen.getByRole('dialog')).getByRole('radio', { name: 'Unavailable' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await toastWith('The slot has been added.');
    await expect(
      await screen.findByRole('button', {
        name: /^Unavailable\s*, Wednesday, November 4, 10:00\s*–\s*11:45$/,
      }),
    ).toBeVisible();
  },
};

/** Closed without a change, by Escape or Cancel, the dialog gives the focus back to what opened it. */
export const ClosedDialogReturnsTheFocus: Story = {
  tags: ['no-screenshot'],
  parameters: storyParameters({ mockDb: withSlots([]) }),
  play: async () => {
    await grid();
    const newSlot = screen.getByRole('button', { name: 'New slot' });
    await userEvent.click(newSlot);
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(newSlot).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(newSlot).toHaveFocus());
  },
};

export const ValidationErrors: Story = {
  parameters: storyParameters({ mockDb: withSlots([]) }),
  play: async () => {
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'New slot' }));
    await dialog();
    // At 9:30 today, the next whole hour: not a slot already begun.
    await expect(field('Start time')).toHaveValue('10:00');
    await userEvent.clear(field('End time'));
    await userEvent.type(field('End time'), '08:30');
    // Nothing is checked while typing: the field has not been left yet.
    await expect(field('End time')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('End time')).toHaveAttribute('aria-invalid', 'true'));
    await expect(field('End time')).toHaveAccessibleDescription('The end must be after the start.');
    // The first wrong field takes the focus.
    await expect(field('End time')).toHaveFocus();
    // Nothing was sent: the calendar is still empty.
    await expect(getMockDb().availability.slots.filter((slot) => slot.uid === LEARNER_UID)).toHaveLength(0);
  },
};

export const ServerFieldErrors: Story = {
  parameters: storyParameters({
    msw: {
      handlers: {
        availability: saveRespondsWith(400, {
          message: 'Invalid slot',
          messages: [
            { path: 'start', message: 'This overlaps another slot.' },
            { path: 'note', message: 'Notes may not contain links.' },
          ],
        }),
      },
    },
  }),
  play: async () => {
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'New slot' }));
    await dialog();
    await userEvent.type(field('Note'), 'See https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'The slot could not be saved. Check the highlighted fields.',
    );
    await expect(field('Start time')).toHaveAccessibleDescription('This overlaps another slot.');
    await expect(field('Note')).toHaveAccessibleDescription(/Notes may not contain links\./);
    // The edits stay for another try.
    await expect(field('Note')).toHaveValue('See https://example.com');
    await toastWith('The slot could not be saved.');
    await buttonsSettled();
  },
};

export const SaveForbidden: Story = {
  parameters: { msw: { handlers: { availability: saveRespondsWith(403, { message: 'Forbidden' }) } } },
  play: async () => {
    await screen.findByRole('button', { name: /Office hours/ });
    await userEvent.click(screen.getByRole('button', { name: /Workshop preparation/ }));
    await dialog();
    await userEvent.clear(field('Note'));
    await userEvent.type(field('Note'), 'Moved online');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'You may not change this calendar.',
    );
    await expect(field('Note')).toHaveValue('Moved online');
    await buttonsSettled();
  },
};

export const SaveFailsWith500: Story = {
  parameters: { msw: { handlers: { availability: saveRespondsWith(500, { message: 'boom' }) } } },
  play: async () => {
    await grid();
    await userEvent.click(screen.getByRole('button', { name: 'New slot' }));
    await dialog();
    await userEvent.type(field('Note'), 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await toastWith('Something went wrong, please try again.');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(field('Note')).toHaveValue('Keep me');
    await buttonsSettled();
  },
};

export const EditAndDelete: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /Monday, November 2.*Office hours/ }));
    const edit = await dialog();
    await expect(within(edit).getByRole('heading', { name: 'Edit slot' })).toBeVisible();
    await expect(within(edit).getByText(/changes apply to every repetition/)).toBeVisible();
    // The series began on 19 October: the form shows its first slot.
    await expect(field('Start date')).toHaveValue('10/19/2026');
    await expect(field('Repeat every week')).toBeChecked();
    await userEvent.click(within(edit).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this slot?' });
    await expect(confirm).toHaveTextContent('Every weekly repetition is deleted too.');
    const remove = within(confirm).getByRole('button', { name: 'Delete slot' });
    // The confirmation stacks on the edit dialog: it takes pointer events once its layer is set up.
    await waitFor(() => expect(getComputedStyle(remove).pointerEvents).not.toBe('none'));
    await userEvent.click(remove);
    await toastWith('The slot has been deleted.');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Office hours/ })).not.toBeInTheDocument(),
    );
    // The slot's button is gone: the focus goes to the cell it was in, not out of the page.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('role', 'gridcell'));
    await expect(document.activeElement).toHaveTextContent(/^Monday, November 2, 09:00/);
  },
};

/** A slot moved to another hour is another button: the focus follows it there. */
export const EditMovesTheSlot: Story = {
  tags: ['no-screenshot'],
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /Monday, November 2.*Office hours/ }));
    await dialog();
    const start = field('Start time');
    await userEvent.clear(start);
    await userEvent.type(start, '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await toastWith('The slot has been updated.');
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/Monday, November 2.*8:00.*Office hours/),
    );
    // Deleted there, it leaves the focus on the cell it was moved to, not on the one it came from.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this slot?' });
    const remove = within(confirm).getByRole('button', { name: 'Delete slot' });
    await waitFor(() => expect(getComputedStyle(remove).pointerEvents).not.toBe('none'));
    await userEvent.click(remove);
    await toastWith('The slot has been deleted.');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('role', 'gridcell'));
    await expect(document.activeElement).toHaveTextContent(/^Monday, November 2, 08:00/);
  },
};

export const InTheUserTimeZone: Story = {
  parameters: storyParameters({ mockDb: withSlots(busyWeek(), LEARNER_UID, 'Asia/Dubai') }),
  play: async () => {
    // 09:00 UTC is 13:00 in Dubai (UTC+4).
    await expect(
      await screen.findByRole('button', { name: /^Available\s*, Monday, November 2, 13:00\s*–\s*15:00/ }),
    ).toBeVisible();
    await expect(screen.getByText('Times in Asia/Dubai')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await screen.findByRole('button', { name: /Office hours/ });
    const table = await grid();
    const start = table.querySelector<HTMLElement>('[tabindex="0"]');
    start?.focus();
    // Today, a Monday, is the week's third day: in Arabic weeks start on Saturday.
    await expect(start?.getAttribute('data-cell')).toBe('9:2');
    // In right-to-left the next day is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(document.activeElement?.getAttribute('data-cell')).toBe('9:3');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(document.activeElement?.getAttribute('data-cell')).toBe('9:1');
    // What a screen reader says of the cell and of a slot has Arabic's comma between its parts.
    await expect(document.activeElement).toHaveTextContent(/^[^,]+، /);
    await expect(screen.getByRole('button', { name: /Office hours/ }).textContent).not.toContain(', ');
    // A note in English keeps its own direction, so that a note cut short ends "Office h…" (it was "…ours").
    const note = screen.getByRole('button', { name: /Office hours/ }).querySelector('[dir="auto"]');
    await expect(note).toHaveTextContent('Office hours');
    await expect(getComputedStyle(note as Element).direction).toBe('ltr');
  },
};
