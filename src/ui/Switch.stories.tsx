import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { expectApartInForcedColours } from '@/testing/page-helpers';
import { forcedColorsParameters, storyParameters } from '@/testing/story-parameters';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Show the leaderboard', onCheckedChange: fn() },
  argTypes: {
    checked: { control: 'boolean', description: 'Controlled state.' },
    defaultChecked: { control: 'boolean' },
    disabled: { control: 'boolean' },
    children: { control: 'text', description: 'The label: the setting, not an action ("Shop enabled").' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'An on/off setting that applies at once: a rule enabled, the leaderboard shown. Exposed as `role="switch"`; Space toggles it; the thumb moves towards the inline end, so it mirrors in right-to-left.',
          '',
          '**Do**',
          '- save the change as soon as it is toggled, and say so (a toast) or undo it on failure;',
          '- name the setting in the label, not the action.',
          '',
          "**Don't**",
          '- use it inside a form that needs Save: that is a Checkbox;',
          '- put "On"/"Off" text next to it: the state is already announced.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

const thumbSettled = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

export const Toggle: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Show the leaderboard' });
    await expect(control).not.toBeChecked();
    control.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(control).toBeChecked());
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // The picture shows the switch on, without the focus ring.
    control.blur();
    await waitFor(() => expect(control).not.toHaveFocus());
    await thumbSettled();
  },
};

export const States: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
      <Switch>Off</Switch>
      <Switch defaultChecked>On</Switch>
      <Switch disabled>Disabled</Switch>
      <Switch disabled defaultChecked>
        Disabled and on
      </Switch>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Off' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'On' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Disabled and on' })).toBeChecked();
  },
};

/** A contrast theme (forced colours) paints no backgrounds: the track is framed, on is in its selection colours. */
export const InForcedColours: Story = {
  ...States,
  parameters: forcedColorsParameters,
  play: async ({ canvasElement }) => {
    const [off, on] = canvasElement.querySelectorAll('[data-part=control]');
    if (!off || !on) throw new Error('no switches');
    await expectApartInForcedColours(on, off);
    await expectApartInForcedColours(off.querySelector('[data-part=thumb]') as Element, off);
    await expectApartInForcedColours(on.querySelector('[data-part=thumb]') as Element, on);
    await expect(getComputedStyle(off).borderStyle).toBe('solid');
  },
};

export const RightToLeft: Story = {
  args: { defaultChecked: true, children: 'Shop enabled' },
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Shop enabled' });
    await expect(control).toBeChecked();
    const root = control.closest('[data-part=root]') as HTMLElement;
    const track = root.querySelector('[data-part=control]') as HTMLElement;
    const thumb = root.querySelector('[data-part=thumb]') as HTMLElement;
    // On, the thumb sits at the inline end of the track: its left side in right-to-left.
    await thumbSettled();
    await expect(thumb.getBoundingClientRect().left - track.getBoundingClientRect().left).toBeLessThan(6);
  },
};
