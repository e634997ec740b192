import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { Field } from '@/ui/Field';
import { ColorField } from './ColorField';
import { IdsField } from './IdsField';

/**
 * The section form's own fields, each on its own: a colour that may be left to the theme (the kit
 * ColorPicker's empty mode), and a list of ids typed as text. In the form they sit inside SectionForm (SectionForm.stories.tsx).
 */
function SectionFields({
  initialColour,
  message,
  onColour,
  onIds,
}: {
  initialColour: string;
  message?: string;
  onColour: (value: string) => void;
  onIds: (ids: number[] | string) => void;
}) {
  const [colour, setColour] = useState(initialColour);
  const [ids, setIds] = useState<number[] | string>([3, 12]);
  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: 'md' })}>
      <ColorField
        name="text_color"
        label="Text colour"
        paints="text"
        value={colour}
        message={message}
        onChange={(value) => {
          setColour(value);
          onColour(value);
        }}
      />
      <Field label="Trainings" helpText="Ids separated by commas.">
        <IdsField
          name="trainings"
          value={ids}
          onChange={(next) => {
            setIds(next);
            onIds(next);
          }}
          onBlur={() => {}}
        />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Storefront/Editor/Section fields',
  component: SectionFields,
  args: { initialColour: '', onColour: fn(), onIds: fn() },
  tags: ['autodocs'],
  subcomponents: { ColorField, IdsField },
} satisfies Meta<typeof SectionFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Left to the theme: the code is empty and the swatch shows the theme's text colour; typing one sets it. */
export const ThemeColour: Story = {
  play: async ({ canvas, args }) => {
    const code = canvas.getByRole('textbox', { name: 'Colour code' });
    await expect(code).toHaveValue('');
    await expect(code).toHaveAccessibleDescription('The theme’s colour.');
    await expect(canvas.getByText('The theme’s colour.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Use the theme’s colour' })).not.toBeInTheDocument();
    await userEvent.type(code, '#8a2be2');
    await expect(args.onColour).toHaveBeenLastCalledWith('#8a2be2');
    await expect(canvas.getByRole('button', { name: 'Use the theme’s colour' })).toBeVisible();
  },
};

/** An own colour is edited with the kit ColorPicker; cleared, it is the theme's again, and can be set back. */
export const OwnColour: Story = {
  args: { initialColour: '#8a2be2' },
  play: async ({ canvas, args }) => {
    const code = canvas.getByRole('textbox', { name: 'Colour code' });
    await expect(code).toHaveValue('#8a2be2');
    await userEvent.click(canvas.getByRole('button', { name: 'Use the theme’s colour' }));
    await expect(args.onColour).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(code).toHaveValue(''));
    await expect(code).toHaveFocus();
    await expect(canvas.getByText('The theme’s colour.')).toBeVisible();
    await userEvent.type(code, '#8a2be2');
    await expect(args.onColour).toHaveBeenLastCalledWith('#8a2be2');
    await expect(canvas.queryByText('The theme’s colour.')).not.toBeInTheDocument();
  },
};

/** The form's or the server's message is said under the field and describes the group. */
export const WithAMessage: Story = {
  args: { initialColour: '#8a2be2', message: 'The colour is too light to read on the background.' },
  play: async ({ canvas }) => {
    // Read with the code's field, where the focus goes.
    const code = canvas.getByRole('textbox', { name: 'Colour code' });
    await expect(code).toHaveAccessibleDescription('The colour is too light to read on the background.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Ids are kept as typed while the form holds the numbers it reads from them. */
export const TypingIds: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Trainings' });
    await expect(input).toHaveValue('3, 12');
    await userEvent.type(input, ', 40,');
    await expect(input).toHaveValue('3, 12, 40,');
    await expect(args.onIds).toHaveBeenLastCalledWith([3, 12, 40]);
  },
};

export const RightToLeft: Story = {
  args: { initialColour: '#8a2be2' },
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: translated('ar', 'Colour code') });
    await expect(code).toHaveValue('#8a2be2');
    await expect(code).toHaveAttribute('dir', 'ltr');
    await userEvent.click(canvas.getByRole('button', { name: translated('ar', 'Use the theme’s colour') }));
    await waitFor(() => expect(canvas.getByText(translated('ar', 'The theme’s colour.'))).toBeVisible());
  },
};
