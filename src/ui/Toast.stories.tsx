import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { clickForReal, pressKeys } from '@/testing/real-pointer';
import { forcedColorsParameters, storyParameters } from '@/testing/story-parameters';
import { Button } from './Button';
import { loadedToaster, TOAST_DURATION, ToastStack, toast } from './Toast';

function Demo() {
  return (
    <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', marginBlockStart: '64' })}>
      <Button onClick={() => toast.success('Storefront settings have been successfully saved!')}>
        Success
      </Button>
      <Button variant="outline" onClick={() => toast.warning('Your points expire in 7 days.')}>
        Warning
      </Button>
      <Button variant="danger" onClick={() => toast.error('Something went wrong, please try again.')}>
        Error
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.info(
            'A very long notice that wraps onto several lines because the stack is at most 550 pixels wide, or 90 % of a narrow screen.',
          )
        }
      >
        Info
      </Button>
      <ToastStack />
    </div>
  );
}

const description =
  'Short notices in one stack at the top centre: `toast.success(\'Saved\')`, `toast.error(...)`; they vanish after 10 s. `ToastStack` is mounted once by the shell.\n\n**Do**\n- confirm a finished action ("Saved", "Enrolled");\n- say what failed and what to do in an error toast.\n\n**Don\'t**\n- put something a person must act on only in a toast: it goes away;\n- mount another ToastStack.';

const meta = {
  title: 'UI/Toast',
  component: Demo,
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
  tags: ['autodocs'],
  subcomponents: { ToastStack },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const stack = () => within(document.body);
/** The notice that says `words`. */
const notice = (words: string) =>
  stack()
    .getAllByTestId('toast')
    .find((el) => el.textContent?.includes(words)) as HTMLElement;

export const FourTypes: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Success', 'Warning', 'Error', 'Info']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await waitFor(() => expect(stack().getAllByTestId('toast')).toHaveLength(4));
    // Notices fade in: wait for it as a person does.
    await waitFor(() =>
      expect(stack().getByText('Storefront settings have been successfully saved!')).toBeVisible(),
    );
    await expect(
      (await loadedToaster())?.getVisibleToasts().every((item) => item.duration === TOAST_DURATION),
    ).toBe(true);

    const long = notice('A very long notice');
    await expect(long.getBoundingClientRect().width).toBe(550);
    // Top centre.
    const { left, right } = long.getBoundingClientRect();
    await expect(Math.abs(left - (window.innerWidth - right))).toBeLessThan(2);

    const warning = notice('Your points expire');
    // Closed with the mouse, a notice leaves the focus to no other.
    await clickForReal(within(warning).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(stack().queryByText('Your points expire in 7 days.')).not.toBeInTheDocument());
    await waitFor(() => expect(stack().getAllByTestId('toast')).toHaveLength(3));
    await expect(document.activeElement?.closest('[data-testid="toast"]')).toBeNull();
  },
};

/**
 * Closed from the keyboard, a notice hands the focus to the next one, so that the keyboard's place
 * is not lost at the top of the page.
 */
export const ClosedFromTheKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await waitFor(() => expect(stack().getAllByTestId('toast')).toHaveLength(2));
    const error = notice('Something went wrong');
    within(error).getByRole('button', { name: 'Close' }).focus();
    await pressKeys('{Enter}');
    await waitFor(() => expect(stack().getAllByTestId('toast')).toHaveLength(1));
    await waitFor(() => expect(stack().getByTestId('toast')).toHaveFocus());
  },
};

/** A contrast theme (forced colours) shows no shadows: a frame shows where each notice ends. */
export const InForcedColours: Story = {
  parameters: forcedColorsParameters,
  play: async ({ canvas }) => {
    await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const notice = await stack().findByTestId('toast');
    await waitFor(() => expect(notice).toBeVisible());
    const style = getComputedStyle(notice);
    await expect([style.borderTopWidth, style.borderBottomWidth]).not.toContain('0px');
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const item = await stack().findByTestId('toast');
    const close = within(item).getByRole('button', { name: translated('ar', 'Close') });
    // The close button sits at the inline end: on the left in right-to-left.
    await expect(close.getBoundingClientRect().left - item.getBoundingClientRect().left).toBeLessThan(20);
  },
};
