import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { css } from 'styled-system/css';
import { ApiError, toFieldErrors } from '@/api/errors';
import { useTranslation } from '@/i18n';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import { Button } from '@/ui';
import { formValuesForRange, formValuesForSlot, type SlotFormValues } from '../model/slots';
import { pageFitsThePhone, storySlot } from '../testing';
import { SlotForm } from './SlotForm';

const FORM_ID = 'slot-form-story';

/** The form as a dialog uses it: a Save button outside it submits it and is busy while saving. */
function SlotFormWithSave({
  defaultValues,
  timeZone,
  onSave,
  onFailure,
}: {
  defaultValues: SlotFormValues;
  timeZone: string;
  onSave: (values: SlotFormValues) => Promise<unknown>;
  onFailure?: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  return (
    <div className={css({ display: 'grid', gap: '5', maxWidth: 'dialogSmall', padding: '6' })}>
      <SlotForm
        id={FORM_ID}
        defaultValues={defaultValues}
        timeZone={timeZone}
        onFailure={onFailure}
        onSave={async (values) => {
          setSaving(true);
          try {
            await onSave(values);
          } finally {
            setSaving(false);
          }
        }}
      />
      <div>
        <Button type="submit" form={FORM_ID} loading={saving}>
          {t('Save')}
        </Button>
      </div>
    </div>
  );
}

const newSlot = formValuesForRange(new Date('2026-11-03T10:00:00Z'), new Date('2026-11-03T11:00:00Z'), 'UTC');
const EMPTY: SlotFormValues = {
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  status: 'available',
  repeat_weekly: false,
  repeat_until: null,
  note: '',
};
const refusal = () =>
  new ApiError('HTTP_ERROR', 'Bad Request', {
    status: 400,
    fieldErrors: toFieldErrors({
      messages: [
        { path: 'start', message: 'This overlaps another slot.' },
        { path: 'note', message: 'Notes may not contain links.' },
        { path: 'uid', message: 'This calendar is archived.' },
      ],
    }),
  });

const meta = {
  title: 'Availability/Slot form',
  component: SlotFormWithSave,
  args: { defaultValues: newSlot, timeZone: 'UTC', onSave: fn(async () => undefined), onFailure: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The slot form on the one form approach (docs/forms.md): nothing is checked before a field is left or the form is submitted, the server’s messages land on their fields, and a failed save keeps the edits.',
      },
    },
  },
} satisfies Meta<typeof SlotFormWithSave>;
export default meta;
type Story = StoryObj<typeof meta>;

const label = (canvas: ReturnType<typeof within>, text: string) =>
  canvas.getByLabelText(text, { exact: false });

/** A new slot proposed from the calendar: filled in, and no message anywhere. */
export const NewSlot: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Available' })).toBeChecked();
    await expect(label(canvas, 'Start date')).toHaveValue('11/03/2026');
    await expect(label(canvas, 'Start time')).toHaveValue('10:00');
    await expect(label(canvas, 'End time')).toHaveValue('11:00');
    await expect(canvas.getByText('Times in UTC')).toBeVisible();
    await expect(canvas.queryByLabelText('Repeat until', { exact: false })).not.toBeInTheDocument();
    await expect(canvas.getByText('0 of 500 characters')).toBeVisible();
  },
};

/** An empty form says nothing until it is submitted; then every missing part says so, and the first takes the focus. */
export const Empty: Story = {
  args: { defaultValues: EMPTY },
  play: async ({ canvas, args }) => {
    const startDate = label(canvas, 'Start date');
    await expect(startDate).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Enter a start date.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(startDate).toHaveAccessibleDescription('Enter a start date.'));
    await expect(startDate).toHaveAttribute('aria-invalid', 'true');
    await expect(label(canvas, 'End date')).toHaveAccessibleDescription('Enter an end date.');
    await expect(startDate).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A slot of a weekly series, with its end date and a note. */
export const RepeatingWithANote: Story = {
  args: {
    defaultValues: formValuesForSlot(
      storySlot('2026-10-19 09:00:00', '2026-10-19 11:00:00', {
        repeat_weekly: true,
        repeat_until: '2026-12-21',
        note: 'Office hours',
      }),
      'Europe/Paris',
    ),
    timeZone: 'Europe/Paris',
  },
  play: async ({ canvas }) => {
    await expect(label(canvas, 'Start time')).toHaveValue('11:00');
    await expect(canvas.getByRole('checkbox', { name: 'Repeat every week' })).toBeChecked();
    await expect(label(canvas, 'Repeat until')).toHaveValue('12/21/2026');
    await expect(canvas.getByText('12 of 500 characters')).toBeVisible();
    await expect(canvas.getByText('Times in Europe/Paris')).toBeVisible();
  },
};

/** A wrong end says nothing while it is typed, speaks once the field is left, and goes when it is right. */
export const InvalidAfterBlur: Story = {
  play: async ({ canvas, args }) => {
    const end = label(canvas, 'End time');
    await userEvent.clear(end);
    await userEvent.type(end, '09:30');
    await expect(end).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('The end must be after the start.')).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(end).toHaveAccessibleDescription('The end must be after the start.'));
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    // Moving the start earlier makes the end right again: the message follows.
    const start = label(canvas, 'Start time');
    await userEvent.clear(start);
    await userEvent.type(start, '08:00');
    await waitFor(() => expect(end).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ startTime: '08:00', endTime: '09:30' }),
    );
  },
};

/**
 * A start date the month does not have, typed and left: the field says so, and the end and
 * repeat-until pickers, whose earliest day is the start, go on without one (they broke the page).
 */
export const StartDateThatIsNoDay: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, args }) => {
    const start = label(canvas, 'Start date');
    await userEvent.clear(start);
    await userEvent.type(start, '02/30/2027');
    await userEvent.tab();
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription('Enter a valid date, or choose one from the calendar.'),
    );
    await expect(start).toHaveValue('02/30/2027');
    await expect(label(canvas, 'End date')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(start).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A note over the limit is refused when the field is left. */
export const NoteTooLong: Story = {
  args: { defaultValues: { ...newSlot, note: 'Office hours with the mentoring group. '.repeat(13) } },
  play: async ({ canvas }) => {
    const note = label(canvas, 'Note');
    await expect(note).not.toHaveAttribute('aria-invalid');
    await userEvent.click(note);
    await userEvent.tab();
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription(/The note cannot be longer than 500 characters\./),
    );
  },
};

/** The server's messages land on their fields and the first takes the focus; one for no field shows above. */
export const ServerErrorOnAField: Story = {
  args: {
    onSave: fn(async () => {
      throw refusal();
    }),
  },
  play: async ({ canvas, args }) => {
    const note = label(canvas, 'Note');
    await userEvent.type(note, 'See the booking page');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const start = label(canvas, 'Start time');
    await waitFor(() => expect(start).toHaveAccessibleDescription('This overlaps another slot.'));
    await expect(start).toHaveFocus();
    await expect(note).toHaveAccessibleDescription(/Notes may not contain links\./);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This calendar is archived.');
    await expect(note).toHaveValue('See the booking page');
    await expect(args.onFailure).toHaveBeenCalledTimes(1);
  },
};

/** While saving, the button is busy and a double click sends the slot once. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.dblClick(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    // Busy, not disabled: it keeps the focus of the person who pressed it.
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveFocus();
    // Enter in a field submits the form again: still one save.
    await userEvent.type(label(canvas, 'Start time'), '{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A save that fails for another reason keeps every edit for another try. */
export const SaveFailedKeepsEdits: Story = {
  args: {
    onSave: fn(async () => {
      throw new ApiError('HTTP_ERROR', 'Internal Server Error', { status: 500 });
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Unavailable' }));
    await userEvent.type(label(canvas, 'Note'), 'Dentist');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onFailure).toHaveBeenCalledTimes(1));
    await expect(label(canvas, 'Note')).toHaveValue('Dentist');
    await expect(canvas.getByRole('radio', { name: 'Unavailable' })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(canvas.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

export const AtPhoneWidth: Story = {
  globals: phoneViewport,
  play: async ({ canvas }) => {
    await expect(label(canvas, 'Start time')).toBeVisible();
    // One column: the end date sits under the start time.
    const startTime = label(canvas, 'Start time').getBoundingClientRect();
    const endDate = label(canvas, 'End date').getBoundingClientRect();
    await expect(endDate.top).toBeGreaterThan(startTime.bottom);
    await expect(pageFitsThePhone()).toBe(true);
  },
};
