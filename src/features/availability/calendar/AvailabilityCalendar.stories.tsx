import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contrastRatio, parseColor } from '@/lib/color';
import { expectApartInForcedColours } from '@/testing/page-helpers';
import { hoverForReal } from '@/testing/real-pointer';
import { forcedColorsParameters } from '@/testing/story-parameters';
import type { CalendarView } from '../model/range';
import type { CalendarSlot } from '../model/types';
import { AvailabilityCalendar, type AvailabilityCalendarProps } from './AvailabilityCalendar';

// REFERENCE_NOW of the fixtures: Monday 2 November 2026, 09:30 UTC.
const NOW = new Date('2026-11-02T09:30:00Z');
const at = (iso: string) => new Date(iso);
const slot = (id: number, start: string, end: string, extra: Partial<CalendarSlot> = {}): CalendarSlot => ({
  id,
  start: at(start),
  end: at(end),
  status: 'available',
  recurrence: null,
  note: '',
  ...extra,
});

const busyWeek: CalendarSlot[] = [
  slot(1, '2026-10-19T09:00:00Z', '2026-10-19T11:00:00Z', {
    note: 'Office hours',
    recurrence: { frequency: 'weekly', until: null },
  }),
  slot(2, '2026-11-03T08:00:00Z', '2026-11-03T12:00:00Z', { note: 'Remote only' }),
  slot(3, '2026-11-03T10:00:00Z', '2026-11-03T11:30:00Z', { status: 'unavailable', note: 'Dentist' }),
  slot(4, '2026-11-04T13:00:00Z', '2026-11-04T17:00:00Z', { note: 'Workshop preparation' }),
  slot(5, '2026-11-05T07:15:00Z', '2026-11-05T08:45:00Z'),
  slot(6, '2026-11-06T12:00:00Z', '2026-11-06T18:00:00Z', { status: 'unavailable', note: 'Out of office' }),
  slot(7, '2026-11-07T22:00:00Z', '2026-11-08T02:00:00Z', { note: 'Night shift' }),
];

// In English weeks start on Sunday.
const WEEK_HEADING = /^November 1\s*–\s*7, 2026$/;

/** Keeps view and anchor in state, as the pages do in the URL. */
function Controlled(props: AvailabilityCalendarProps) {
  const [state, setState] = useState({ view: props.view, anchor: props.anchor });
  return (
    <AvailabilityCalendar
      {...props}
      view={state.view}
      anchor={state.anchor}
      onNavigate={(view: CalendarView, anchor: Date) => {
        props.onNavigate(view, anchor);
        setState({ view, anchor });
      }}
    />
  );
}

const meta = {
  title: 'Availability/Calendar',
  component: AvailabilityCalendar,
  render: (args) => <Controlled {...args} />,
  args: {
    view: 'week',
    anchor: NOW,
    now: NOW,
    timeZone: 'UTC',
    slots: busyWeek,
    isLoading: false,
    isError: false,
    onRetry: fn(),
    onNavigate: fn(),
    onCreate: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof AvailabilityCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BusyWeek: Story = {
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { name: WEEK_HEADING });
    const grid = canvas.getByRole('grid', { name: heading.textContent ?? '' });
    // The weekly office hours repeat into this week, on Monday.
    const office = within(grid).getByRole('button', {
      name: /^Available\s*, Monday, November 2, 09:00\s*–\s*11:00\s*, Office hours\s*, repeats weekly$/,
    });
    await userEvent.click(office);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ key: '1:2' }));
    await expect(
      within(grid).getByRole('button', {
        name: /^Unavailable\s*, Tuesday, November 3, 10:00\s*–\s*11:30\s*, Dentist$/,
      }),
    ).toBeVisible();
  },
};

/**
 * A contrast theme (forced colours) paints no backgrounds: the chosen view is in the theme's
 * selection colours, and each slot still says what it is in words and an icon.
 */
export const InForcedColours: Story = {
  parameters: forcedColorsParameters,
  play: async ({ canvas }) => {
    await expectApartInForcedColours(
      canvas.getByRole('button', { name: 'Week' }),
      canvas.getByRole('button', { name: 'Month' }),
    );
    await expect(
      getComputedStyle(canvas.getByRole('columnheader', { name: /Today/ })).textDecorationLine,
    ).toBe('underline');
  },
};

/** In forced colours the month's today keeps its mark, in the theme's selection colours. */
export const MonthInForcedColours: Story = {
  args: { view: 'month' },
  parameters: forcedColorsParameters,
  play: async ({ canvasElement }) => {
    const today = canvasElement.querySelector('[aria-current=date] [aria-hidden=true]');
    const other = canvasElement.querySelector('td:not([aria-current]) [aria-hidden=true]');
    if (!today || !other) throw new Error('no days');
    await expectApartInForcedColours(today, other);
  },
};

/** The chosen view keeps readable colours under the pointer (it turned white on near-white). */
export const ChosenViewUnderThePointer: Story = {
  play: async ({ canvas }) => {
    const week = canvas.getByRole('button', { name: 'Week' });
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await hoverForReal(week);
    await waitFor(() => expect(week.matches(':hover')).toBe(true));
    await waitFor(() => {
      const style = getComputedStyle(week);
      const text = parseColor(style.color);
      const background = parseColor(style.backgroundColor);
      expect(text && background && contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    });
  },
};

/** Tab goes to the week's one stop, today at 09:00, then to its slot: not to the slots of earlier hours. */
export const WeekByKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    canvas.getByRole('button', { name: 'Show all 24 hours' }).focus();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(/^Monday, November 2, 09:00/);
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(/^Available\s*, Monday, November 2, 09:00/);
    await userEvent.tab();
    await expect(grid.contains(document.activeElement)).toBe(false);
  },
};

const THURSDAY = new Date('2026-11-05T09:30:00Z');

/**
 * Tab reaches the month's days: the grid's one stop is today, then today's slots, then out of the
 * grid; the arrows go on from a slot to the next day, where Enter creates a slot. The slots of the
 * days before today came first, and each Tab went to the next slot, never to a day.
 */
export const MonthByKeyboard: Story = {
  tags: ['no-screenshot'],
  args: { view: 'month', now: THURSDAY, anchor: THURSDAY },
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid');
    canvas.getByRole('button', { name: 'New slot' }).focus();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('aria-current', 'date');
    await expect(document.activeElement).toHaveAccessibleName(/^Thursday, November 5, Today/);
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(/^Available\s*, Thursday, November 5, 07:15/);
    await userEvent.tab();
    await expect(grid.contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(/^Friday, November 6/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith({
      start: new Date('2026-11-06T09:00:00Z'),
      end: new Date('2026-11-06T10:00:00Z'),
    });
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};
