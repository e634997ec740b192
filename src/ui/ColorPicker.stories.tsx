import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useTranslation } from '@/i18n';
import { forcedColorsParameters, storyParameters } from '@/testing/story-parameters';
import { ColorPicker } from './ColorPicker';

function Brand({ onValueChange }: { onValueChange: (hex: string | null) => void }) {
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

/** A section's text colour that may be left to the theme: the picker's empty mode. */
function SectionText({
  initial,
  onValueChange,
}: {
  initial: string | null;
  onValueChange: (hex: string | null) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  return (
    <ColorPicker
      label={t('Text colour')}
      value={value}
      emptyLabel={t('The theme’s colour.')}
      fallback="#1a1d21"
      presets={['#1a1d21', '#d1242f', '#1a7f37', '#8250df']}
      onValueChange={(hex) => {
        setValue(hex);
        onValueChange(hex);
      }}
    />
  );
}
const optional = (initial: string | null) => ({
  render: ({ onValueChange }: { onValueChange: (hex: string | null) => void }) => (
    <SectionText initial={initial} onValueChange={onValueChange} />
  ),
});

const description =
  "A colour as hex text plus preset swatches. `#rgb` or `#rrggbb` reaches `onValueChange` as `#rrggbb`; anything else reaches it as typed, for the form to refuse, and the picker says why, or says what the form gives it (`error`: a rule of the form's own, the server's message), linked to the code's field so that a screen reader reads it there.\n\nWith `emptyLabel` the colour may be left unset (`value` null, `onValueChange(null)`): the swatch shows the `fallback` colour in a dashed frame, the label says what is used instead, and a clear button (`clearLabel`, \"Clear\" by default) empties a set colour; typing a code or picking a preset sets one again.\n\n**Do**\n- offer the brand's colours as `presets`;\n- use the empty mode for a colour that falls back to the theme's, rather than a tick box beside the picker;\n- use it for appearance and section settings.\n\n**Don't**\n- use it to pick a status colour for the interface: the kit's tones are fixed tokens.";

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
    // The text reaches the form as typed, for it to refuse; the swatch keeps the last colour.
    await expect(args.onValueChange).toHaveBeenLastCalledWith('red;}body{display:none}');
    await expect(getComputedStyle(canvas.getByTestId('value-swatch')).backgroundColor).toBe(
      'rgb(31, 111, 235)',
    );

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

/** A contrast theme (forced colours) paints no backgrounds, but a swatch is the colour itself: it stays. */
export const InForcedColours: Story = {
  parameters: forcedColorsParameters,
  play: async ({ canvas }) => {
    await expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const green = canvas.getByRole('button', { name: 'Use #1a7f37' });
    await expect(getComputedStyle(green.firstElementChild as Element).backgroundColor).toBe(
      'rgb(26, 127, 55)',
    );
    await expect(getComputedStyle(canvas.getByTestId('value-swatch')).backgroundColor).toBe(
      'rgb(31, 111, 235)',
    );
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

/** No own colour: the swatch shows the theme's colour in a dashed frame and the field says so. */
export const Empty: Story = {
  ...optional(null),
  play: async ({ canvas, args }) => {
    const hex = canvas.getByRole('textbox', { name: 'Text colour' });
    await expect(hex).toHaveValue('');
    await expect(hex).not.toHaveAttribute('aria-invalid');
    await expect(hex).toHaveAccessibleDescription('The theme’s colour.');
    await expect(canvas.getByText('The theme’s colour.')).toBeVisible();
    await expect(canvas.getByTestId('empty-swatch')).toHaveStyle({ backgroundColor: 'rgb(26, 29, 33)' });
    await expect(canvas.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    // Even the preset that matches the theme's colour is not shown as chosen.
    for (const preset of canvas.getAllByRole('button', { name: /^Use #/ }))
      await expect(preset).not.toHaveAttribute('data-state', 'checked');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The clear button empties an own colour and leaves the user on the code, now empty. */
export const Clearing: Story = {
  ...optional('#8a2be2'),
  play: async ({ canvas, args }) => {
    const hex = canvas.getByRole('textbox', { name: 'Text colour' });
    await expect(hex).toHaveValue('#8a2be2');
    await expect(canvas.queryByText('The theme’s colour.')).not.toBeInTheDocument();
    canvas.getByRole('button', { name: 'Clear' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(hex).toHaveValue(''));
    await expect(hex).toHaveFocus();
    await expect(hex).toHaveAccessibleDescription('The theme’s colour.');
    await expect(canvas.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();

    // Emptying the text clears too, without calling it invalid.
    await userEvent.type(hex, '#0f5132');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#0f5132');
    await userEvent.clear(hex);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(hex).not.toHaveAttribute('aria-invalid');
  },
};

/** From empty, a typed code or a picked preset sets an own colour; half a code is still refused. */
export const SettingFromEmpty: Story = {
  ...optional(null),
  play: async ({ canvas, args }) => {
    const hex = canvas.getByRole('textbox', { name: 'Text colour' });
    await userEvent.type(hex, '#ab');
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    // Not a colour yet: it reaches the form as typed, for it to refuse.
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#ab');
    await userEvent.type(hex, 'c');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#aabbcc');
    await expect(hex).not.toHaveAccessibleDescription(/theme/);
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    // The preset equal to the theme's colour sets it as an own colour.
    const themeInk = canvas.getByRole('button', { name: 'Use #1a1d21' });
    themeInk.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(hex).toHaveValue('#1a1d21'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#1a1d21');
    await expect(themeInk).toHaveAttribute('data-state', 'checked');
  },
};

/** In Arabic the clear button is translated and the row mirrors; the code still reads left to right. */
export const EmptyRightToLeft: Story = {
  ...optional('#8a2be2'),
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas, args }) => {
    const hex = canvas.getByRole('textbox', { name: translated('ar', 'Text colour') });
    await expect(hex).toHaveAttribute('dir', 'ltr');
    const clear = canvas.getByRole('button', { name: translated('ar', 'Clear') });
    await expect(clear.getBoundingClientRect().right).toBeLessThan(hex.getBoundingClientRect().left);
    await userEvent.click(clear);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(hex).toHaveValue(''));
    await expect(hex).toHaveAccessibleDescription(translated('ar', 'The theme’s colour.'));
  },
};
