import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Send } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { Button } from './Button';
import { Icon } from './Icon';

const row = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', marginBlockEnd: '4' });
const variants = ['solid', 'outline', 'ghost', 'link', 'danger'] as const;

function Gallery({ onClick }: { onClick: () => void }) {
  return (
    <div>
      {variants.map((variant) => (
        <div key={variant} className={row}>
          <Button variant={variant} size="sm" onClick={onClick}>
            {`${variant} small`}
          </Button>
          <Button variant={variant} onClick={onClick}>
            {`${variant} medium`}
          </Button>
          <Button variant={variant} size="lg" onClick={onClick}>
            {`${variant} large`}
          </Button>
          <Button variant={variant} disabled onClick={onClick}>
            {`${variant} disabled`}
          </Button>
        </div>
      ))}
      <div className={row}>
        <Button startIcon={<Icon icon={Plus} size={18} />} onClick={onClick}>
          Add product
        </Button>
        <Button variant="outline" endIcon={<Icon icon={Send} size={18} />} onClick={onClick}>
          Send
        </Button>
        <Button data-testid="idle" onClick={onClick}>
          Save changes
        </Button>
        <Button data-testid="busy" loading onClick={onClick}>
          Save changes
        </Button>
        <Button variant="outline" loading onClick={onClick}>
          Loading outline
        </Button>
      </div>
      <div className={css({ maxWidth: '80' })}>
        <Button fullWidth onClick={onClick}>
          Full width
        </Button>
      </div>
    </div>
  );
}

const description =
  "The kit's button, styled by `buttonRecipe`: `variant` solid, outline, ghost, link or danger; `size` sm, md or lg; `loading` keeps the width and blocks clicks.\n\n**Do**\n- use one `solid` button per view, for the main action;\n- use `danger` for actions that destroy, behind a ConfirmDialog;\n- set `loading` while the action's request is pending (it stops double submits).\n\n**Don't**\n- use a Button to go somewhere: that is a Link (with `button` for the look);\n- build a button in a feature with `css()`: extend `buttonRecipe` with a story instead;\n- disable a button without saying why nearby.";

const meta = {
  title: 'UI/Button',
  component: Gallery,
  args: { onClick: fn() },
  tags: ['autodocs'],
  subcomponents: { Button },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  play: async ({ canvas, args }) => {
    const solid = canvas.getByRole('button', { name: 'solid medium' });
    solid.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);

    await userEvent.click(canvas.getByRole('button', { name: 'solid disabled' }), { pointerEventsCheck: 0 });
    await expect(args.onClick).toHaveBeenCalledTimes(2);

    const busy = canvas.getByTestId('busy');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    // The spinner replaces the label without changing the button's size.
    const idleWidth = canvas.getByTestId('idle').getBoundingClientRect().width;
    await expect(busy.getBoundingClientRect().width).toBe(idleWidth);
    await expect(busy).toHaveAccessibleName('Save changes');
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const add = canvas.getByRole('button', { name: 'Add product' });
    const icon = add.querySelector('svg');
    const label = [...add.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
    await expect(icon).not.toBeNull();
    await expect(label).toBeDefined();
    // The start icon sits on the right in right-to-left.
    const range = document.createRange();
    range.selectNodeContents(label as Node);
    await expect(icon?.getBoundingClientRect().left).toBeGreaterThan(range.getBoundingClientRect().left);
  },
};
