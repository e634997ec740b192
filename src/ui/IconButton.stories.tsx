import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Bell, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { IconButton } from './IconButton';

function Gallery({ onClick }: { onClick: () => void }) {
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
      <IconButton icon={Bell} label="Notifications" size="sm" onClick={onClick} />
      <IconButton icon={Pencil} label="Edit product" onClick={onClick} />
      <IconButton icon={Trash2} label="Delete product" variant="danger" size="lg" onClick={onClick} />
      <IconButton icon={Pencil} label="Edit (outline)" variant="outline" onClick={onClick} />
      <IconButton icon={Pencil} label="Edit (solid)" variant="solid" onClick={onClick} />
      <IconButton icon={Pencil} label="Edit (disabled)" disabled onClick={onClick} />
      <IconButton icon={Pencil} label="Saving" variant="solid" loading onClick={onClick} />
      <IconButton icon={ArrowRight} label="Next" mirrored variant="outline" onClick={onClick} />
    </div>
  );
}

const description =
  "A button that shows only an icon, with Button's variants and sizes. `label` is required: it is the accessible name.\n\n**Do**\n- pair it with a Tooltip when sighted users need the word too;\n- set `mirrored` for arrows and chevrons so they point the right way in right-to-left.\n\n**Don't**\n- use it for the main action of a view: that is a Button with text.";

const meta = {
  title: 'UI/IconButton',
  component: Gallery,
  args: { onClick: fn() },
  tags: ['autodocs'],
  subcomponents: { IconButton },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  play: async ({ canvas, args }) => {
    const edit = canvas.getByRole('button', { name: 'Edit product' });
    await expect(edit).toHaveAttribute('title', 'Edit product');
    await userEvent.tab();
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Saving' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Saving' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Edit (disabled)' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    const svg = next.querySelector('svg') as SVGElement;
    await expect(getComputedStyle(svg).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};
