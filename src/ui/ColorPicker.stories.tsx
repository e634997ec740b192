import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { ColorPicker } from './ColorPicker';

function Brand({ onValueChange }: { onValueChange: (hex: string) => void }) {
  const [value, setValue] = useState('#1f6feb');
  return (
    <ColorPicker
      label="Primary colour"
      value={value}
      presets={['#1f6feb', '#d1242f', '#1a7f37', '#8250df']}
      onValueChange={(hex) => {
        setValue(hex);
        onValueChange(hex);
      }}
    />
  );
}

const description =
  "A colour as hex text plus preset swatches. Only `#rgb` or `#rrggbb` reaches `onValueChange`; anything else shows why.\n\n**Do**\n- offer the brand's colours as `presets`;\n- use it for appearance and section settings.\n\n**Don't**\n- use it to pick a status colour for the interface: the kit's tones are fixed tokens.";

const meta = {
  title: 'UI/ColorPicker',
  component: Brand,
  args: { onValueChange: fn() },
  tags: ['autodocs'],
  subcomponents: { ColorPicker },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Brand>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HexAndSwatches: Story = {
  play: async ({ canvas, args }) => {
    const hex = canvas.getByRole('textbox', { name: 'Primary colour' });
    await expect(hex).toHaveValue('#1f6feb');
    await userEvent.clear(hex);
    // '{{' types one '{'.
    await userEvent.type(hex, 'red;}body{{display:none}');
    await expect(hex).toHaveValue('red;}body{display:none}');
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(hex).toHaveAccessibleDescription(/hexadecimal digits/);
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.clear(hex);
    await userEvent.type(hex, '#abc');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#aabbcc');
    await expect(hex).not.toHaveAttribute('aria-invalid');

    const green = canvas.getByRole('button', { name: 'Use #1a7f37' });
    green.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(hex).toHaveValue('#1a7f37'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#1a7f37');
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const hex = canvas.getByRole('textbox', { name: 'Primary colour' });
    const first = canvas.getByRole('button', {
      name: translated('ar', 'Use @colour', { '@colour': '#1f6feb' }),
    });
    const last = canvas.getByRole('button', {
      name: translated('ar', 'Use @colour', { '@colour': '#8250df' }),
    });
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(last.getBoundingClientRect().left);
    await userEvent.click(last);
    await waitFor(() => expect(hex).toHaveValue('#8250df'));
  },
};
