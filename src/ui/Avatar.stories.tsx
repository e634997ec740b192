import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { storyParameters } from '@/testing/story-parameters';
import { Avatar } from './Avatar';

// A tiny inline picture, so the story needs no network.
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#f2c14e"/><circle cx="40" cy="32" r="14" fill="#7a4b1f"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#7a4b1f"/></svg>',
  );

const people = ['Ada Lovelace', 'grace brewster murray hopper', 'Zoë', 'محمد علي', 'Émile Zola', 'Bob'];

function Gallery() {
  return (
    <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
      <Avatar name="Ada Lovelace" src={PICTURE} decorative={false} />
      <Avatar name="Broken Picture" src="/missing-avatar.png" decorative={false} />
      {people.map((name) => (
        <span key={name} className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
          <Avatar name={name} />
          <span>{name}</span>
        </span>
      ))}
    </div>
  );
}

const description =
  "A person's picture, or their initials on a colour chosen by the first letter when there is none or it fails to load: 40 px for a picture, 48 px for initials.\n\n**Do**\n- pass `name` always: it gives the initials and, when not decorative, the text alternative;\n- leave it decorative when the name is written next to it.\n\n**Don't**\n- use it for things that are not people (products, organisations);\n- stretch it to other sizes in a feature.";

const meta = {
  title: 'UI/Avatar',
  component: Gallery,
  tags: ['autodocs'],
  subcomponents: { Avatar },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PictureAndInitials: Story = {
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(picture).toHaveAttribute('width', '40');
    // A picture that fails to load falls back to initials.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Broken Picture' })).toHaveTextContent('BP'));
    await expect(canvas.getByRole('img', { name: 'Broken Picture' }).getBoundingClientRect().width).toBe(48);
    const initials = canvas.getAllByTestId('avatar-initials').map((el) => el.textContent);
    await expect(initials).toEqual(['BP', 'AL', 'GBM', 'Z', 'مع', 'ÉZ', 'B']);
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const name = canvas.getByText('Bob');
    const avatar = name.previousElementSibling as HTMLElement;
    await expect(avatar.getBoundingClientRect().left).toBeGreaterThan(name.getBoundingClientRect().left);
  },
};
