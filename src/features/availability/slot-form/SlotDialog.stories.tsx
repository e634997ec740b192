import { LEARNER_UID } from '@fixtures/users';
import { api } from '@mocks/handlers/types';
import { lostOnce } from '@mocks/lost-response';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { narrowPhoneViewport, phoneViewport, storyParameters } from '@/testing/story-parameters';
import { ToastStack, toast } from '@/ui/Toast';
import { formValuesForRange } from '../model/slots';
import { availabilityWith, pageFitsThePhone, saveRespondsWith, storySlot, withSlots } from '../testing';
import { SlotDialog } from './SlotDialog';

const officeHours = storySlot('2026-10-19 09:00:00', '2026-10-19 11:00:00', {
  id: 501,
  repeat_weekly: true,
  repeat_until: '2026-12-21',
  note: 'Office hours',
});
const workshop = storySlot('2026-11-04 13:00:00', '2026-11-04 17:00:00', {
  id: 502,
  note: 'Workshop preparation',
});
const create = {
  kind: 'create' as const,
  initial: formValuesForRange(new Date('2026-11-03T10:00:00Z'), new Date('2026-11-03T11:00:00Z'), 'UTC'),
};

const dialog = (name: string | RegExp = /slot/) => screen.findByRole('dialog', { name });
const inDialog = () => within(screen.getByRole('dialog'));
const field = (label: string) => inDialog().getByLabelText(label, { exact: false });
const toastWith = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByTestId('toast').some((node) => node.textContent?.includes(text))).toBe(true),
  );
/** After a failed save the buttons come back from disabled (their colour transition ends before the picture: src/testing/settle.ts). */
const buttonsSettled = () =>
  waitFor(() => expect(inDialog().getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy'));

let posts = 0;
const countedPostWithoutResponse = availabilityWith(
  http.post(api('availability/slots'), () => {
    posts++;
    return neverRespond();
  }),
);

const meta = {
  title: 'Availability/Slot dialog',
  component: SlotDialog,
  args: { target: create, timeZone: 'UTC', onClose: fn() },
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
    posts = 0;
    return () => toast.clear();
  },
  parameters: storyParameters({ mockDb: withSlots([officeHours, workshop]) }),
} satisfies Meta<typeof SlotDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new slot proposed from the calendar; saving adds it and closes the dialog. */
export const NewSlot: Story = {
  play: async ({ args }) => {
    const box = await dialog('New slot');
    await expect(within(box).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await expect(field('Start time')).toHaveValue('10:00');
    await expect(field('Start time')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field('Note'), 'Tutoring');
    await userEvent.click(within(box).getByRole('button', { name: 'Save' }));
    await toastWith('The slot has been added.');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(getMockDb().availability.slots.find((slot) => slot.note === 'Tutoring')).toMatchObject({
      uid: LEARNER_UID,
      start: '2026-11-03 10:00:00',
      end: '2026-11-03 11:00:00',
    });
    // The picture is of the saved dialog, not of whether the pressed button still shows its focus
    // ring: that depended on when the save settled, and differed run by run on a busy machine.
    const save = within(box).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    save.blur();
  },
};

/** Editing a weekly slot says the change applies to the whole series, and sends only what changed. */
export const EditARepeatingSlot: Story = {
  args: { target: { kind: 'edit', slot: officeHours } },
  play: async ({ args }) => {
    const box = await dialog('Edit slot');
    await expect(within(box).getByText(/changes apply to every repetition/)).toBeVisible();
    await expect(field('Start date')).toHaveValue('10/19/2026');
    await expect(inDialog().getByRole('checkbox', { name: 'Repeat every week' })).toBeChecked();
    await expect(field('Repeat until')).toHaveValue('12/21/2026');
    await expect(within(box).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await userEvent.clear(field('Note'));
    await userEvent.type(field('Note'), 'Office hours, room 4');
    await userEvent.click(within(box).getByRole('button', { name: 'Save' }));
    await toastWith('The slot has been updated.');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(getMockDb().availability.slots.find((slot) => slot.id === officeHours.id)).toMatchObject({
      note: 'Office hours, room 4',
      start: officeHours.start,
      repeat_until: '2026-12-21',
    });
  },
};

/** A cleared time says nothing until the field is left, then says what is missing. */
export const InvalidAfterBlur: Story = {
  play: async () => {
    await dialog('New slot');
    const start = field('Start time');
    await userEvent.clear(start);
    await expect(start).not.toHaveAttribute('aria-invalid');
    await expect(inDialog().queryByText('Enter a start time.')).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(start).toHaveAccessibleDescription('Enter a start time.'));
    await expect(start).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses the end: its message is on the End time field, which takes the focus; the edits stay. */
export const ServerErrorOnAField: Story = {
  parameters: storyParameters({
    msw: {
      handlers: {
        availability: saveRespondsWith(400, {
          message: 'Invalid slot',
          messages: [{ path: 'end', message: 'This overlaps your slot “Workshop preparation”.' }],
        }),
      },
    },
  }),
  play: async ({ args }) => {
    const box = await dialog('New slot');
    await userEvent.type(field('Note'), 'Mentoring');
    await userEvent.click(within(box).getByRole('button', { name: 'Save' }));
    await expect(await within(box).findByRole('alert')).toHaveTextContent(
      'The slot could not be saved. Check the highlighted fields.',
    );
    const end = field('End time');
    await expect(end).toHaveAccessibleDescription('This overlaps your slot “Workshop preparation”.');
    await expect(end).toHaveFocus();
    await expect(field('Note')).toHaveValue('Mentoring');
    await toastWith('The slot could not be saved.');
    await expect(args.onClose).not.toHaveBeenCalled();
    await buttonsSettled();
  },
};

/** While the slot is on its way, Save is busy and nothing can close the dialog; a double click sends one request. */
export const Saving: Story = {
  parameters: storyParameters({ msw: { handlers: { availability: countedPostWithoutResponse } } }),
  play: async ({ args }) => {
    const box = await dialog('New slot');
    const save = within(box).getByRole('button', { name: 'Save' });
    await userEvent.dblClick(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveFocus();
    await expect(within(box).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(posts).toBe(1));
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'New slot' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(posts).toBe(1);
  },
};

/** A start moved past the end takes the end with it: the end date shown is the one saved. */
export const StartMovedPastTheEnd: Story = {
  tags: ['no-screenshot'],
  play: async ({ args }) => {
    const box = await dialog('New slot');
    const start = field('Start date');
    await userEvent.clear(start);
    await userEvent.type(start, '11/05/2026');
    await userEvent.tab();
    await waitFor(() => expect(field('End date')).toHaveValue('11/05/2026'));
    await userEvent.type(field('Note'), 'Moved');
    await userEvent.click(within(box).getByRole('button', { name: 'Save' }));
    await toastWith('The slot has been added.');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(getMockDb().availability.slots.find((slot) => slot.note === 'Moved')).toMatchObject({
      start: '2026-11-05 10:00:00',
      end: '2026-11-05 11:00:00',
    });
  },
};

/** A save that fails keeps the dialog open with every edit, and says so. */
export const SaveFailedKeepsEdits: Story = {
  args: { target: { kind: 'edit', slot: workshop } },
  parameters: storyParameters({
    msw: { handlers: { availability: saveRespondsWith(500, { message: 'boom' }) } },
  }),
  play: async ({ args }) => {
    const box = await dialog('Edit slot');
    await userEvent.click(within(box).getByRole('radio', { name: 'Unavailable' }));
    await userEvent.clear(field('Note'));
    await userEvent.type(field('Note'), 'Moved online');
    await userEvent.click(within(box).getByRole('button', { name: 'Save' }));
    await expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    await expect(field('Note')).toHaveValue('Moved online');
    await expect(within(box).getByRole('radio', { name: 'Unavailable' })).toBeChecked();
    await expect(args.onClose).not.toHaveBeenCalled();
    await buttonsSettled();
  },
};

/** The server added the slot, then its response was lost: saving again does not add a second. */
export const SaveAgainAfterTheResponseWasLost: Story = {
  parameters: storyParameters({
    msw: { handlers: { availability: availabilityWith(lostOnce('post', 'availability/slots')) } },
  }),
  play: async ({ args }) => {
    const box = await dialog('New slot');
    await userEvent.type(field('Note'), 'Tutoring');
    await userEvent.click(within(box).getByRole('button', { name: 'Save' }));
    await expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(box).getByRole('button', { name: 'Save' }));
    await toastWith('The slot has been added.');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    const saved = getMockDb().availability.slots.filter((slot) => slot.note === 'Tutoring');
    await expect(saved).toHaveLength(1);
  },
};

/** Deleting asks first; the confirmation stacks on the edit dialog. */
export const ConfirmDelete: Story = {
  args: { target: { kind: 'edit', slot: officeHours } },
  play: async () => {
    const box = await dialog('Edit slot');
    await userEvent.click(within(box).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this slot?' });
    await expect(confirm).toHaveTextContent('Every weekly repetition is deleted too.');
    const remove = within(confirm).getByRole('button', { name: 'Delete slot' });
    await waitFor(() => expect(getComputedStyle(remove).pointerEvents).not.toBe('none'));
  },
};

/** Closed with a change not saved (Escape here), it asks first; going back keeps what was typed. */
export const ClosingWithChangesAsksFirst: Story = {
  play: async ({ args }) => {
    await dialog('New slot');
    await userEvent.type(field('Note'), 'Tutoring');
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(field('Note')).toHaveValue('Tutoring');
    await userEvent.click(inDialog().getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(again).toHaveTextContent('What you changed in this slot will be lost.');
    const discard = within(again).getByRole('button', { name: 'Discard' });
    await waitFor(() => expect(getComputedStyle(discard).pointerEvents).not.toBe('none'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Discarding closes the dialog; one with nothing changed closes at once. */
export const DiscardingChangesCloses: Story = {
  tags: ['no-screenshot'],
  play: async ({ args }) => {
    await dialog('New slot');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.type(field('Note'), 'Tutoring');
    await userEvent.click(inDialog().getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const RightToLeft: Story = {
  args: { target: { kind: 'edit', slot: officeHours } },
  parameters: storyParameters({
    locale: 'ar',
    mockDb: withSlots([officeHours, workshop]),
  }),
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const box = await screen.findByRole('dialog');
    await expect(within(box).getAllByRole('radio')).toHaveLength(2);
    await expect(within(box).getByRole('checkbox')).toBeChecked();
  },
};

/** The narrowest phone: the actions wrap, Cancel and Save staying together under Delete. */
export const AtNarrowestPhoneWidth: Story = {
  globals: narrowPhoneViewport,
  parameters: {
    // axe names a field by its label's text on screen only: the body's scroll hides Repeat until's.
    a11y: { config: { rules: [{ id: 'label-title-only', enabled: false }] } },
  },
  args: { target: { kind: 'edit', slot: officeHours } },
  play: async () => {
    const box = await dialog('Edit slot');
    await expect(within(box).getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(pageFitsThePhone(320)).toBe(true);
    const cancel = within(box).getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    const save = within(box).getByRole('button', { name: 'Save' }).getBoundingClientRect();
    await expect(save.top).toBe(cancel.top);
  },
};

export const AtPhoneWidth: Story = {
  globals: phoneViewport,
  args: { target: { kind: 'edit', slot: officeHours } },
  play: async () => {
    const box = await dialog('Edit slot');
    await expect(within(box).getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(pageFitsThePhone()).toBe(true);
  },
};
