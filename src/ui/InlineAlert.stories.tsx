import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InlineAlert } from './InlineAlert';

const meta = {
  title: 'UI/InlineAlert',
  component: InlineAlert,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A problem with the whole form or page, above it, announced as it appears.\n\n' +
          "**Do** say what happened and what to do next. **Don't** use it for a field's problem: put that on the field (`Field`'s `error`).",
      },
    },
  },
  args: { children: 'Unrecognized username or password. Forgot your password?' },
} satisfies Meta<typeof InlineAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unrecognized username or password.');
  },
};
