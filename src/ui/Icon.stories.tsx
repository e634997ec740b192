import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Heart, Home, Settings, Star } from 'lucide-react';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { Icon } from './Icon';
import { type IconSettings, IconSettingsProvider } from './icon-settings';

const settings: { name: string; value: IconSettings }[] = [
  { name: 'Thin (weight 100)', value: { filled: false, grade: 0, weight: 100 } },
  { name: 'Default (weight 400)', value: { filled: false, grade: 0, weight: 400 } },
  { name: 'Bold, grade 200 (weight 700)', value: { filled: false, grade: 200, weight: 700 } },
  { name: 'Filled', value: { filled: true, grade: 0, weight: 400 } },
];

function Gallery() {
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {settings.map(({ name, value }) => (
        <IconSettingsProvider key={name} value={value}>
          <div className={css({ display: 'flex', gap: '4', alignItems: 'center', color: 'primary' })}>
            <span className={css({ width: '60', color: 'fg' })}>{name}</span>
            <Icon icon={Home} size={28} label={`${name}: home`} />
            <Icon icon={Bell} size={28} />
            <Icon icon={Star} size={28} />
            <Icon icon={Heart} size={28} />
            <Icon icon={Settings} size={28} />
          </div>
        </IconSettingsProvider>
      ))}
    </div>
  );
}

const description =
  "Every icon of the interface: a lucide icon rendered with the appearance's icon settings (stroke width and fill).\n\n**Do**\n- give a `label` when the icon carries meaning on its own; leave it decorative next to text;\n- use `IconButton` for an icon that does something.\n\n**Don't**\n- import SVGs or icon fonts in features;\n- put meaning in an icon alone without a label.";

const meta = {
  title: 'UI/Icon',
  component: Gallery,
  tags: ['autodocs'],
  subcomponents: { Icon },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AppearanceSettings: Story = {
  play: async ({ canvas }) => {
    const stroke = (name: string) => canvas.getByRole('img', { name }).getAttribute('stroke-width');
    await expect(stroke('Thin (weight 100): home')).toBe('1');
    await expect(stroke('Default (weight 400): home')).toBe('2');
    await expect(stroke('Bold, grade 200 (weight 700): home')).toBe('3.25');
    await expect(canvas.getByRole('img', { name: 'Filled: home' })).toHaveAttribute('fill', 'currentColor');
    await expect(canvas.getByRole('img', { name: 'Thin (weight 100): home' })).toHaveAttribute(
      'fill',
      'none',
    );
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const label = canvas.getByText('Filled');
    const icon = canvas.getByRole('img', { name: 'Filled: home' });
    await expect(icon.getBoundingClientRect().left).toBeLessThan(label.getBoundingClientRect().left);
  },
};
