import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent } from 'storybook/test';
import { css } from 'styled-system/css';
import { expectInsideContent } from '@/testing/page-helpers';
import { narrowPhoneViewport, storyParameters } from '@/testing/story-parameters';
import { Link } from './Link';
import { wrappingButton } from './wrapping-button';

function Gallery() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', padding: 0 })}>
            <li>
              <Link to="/incentives">Incentives shop (in-app)</Link>
            </li>
            <li>
              <Link to="https://example.com/help">Help centre (external)</Link>
            </li>
            <li>
              <Link to="https://example.com/terms" newTab>
                Terms of use (new tab)
              </Link>
            </li>
            <li>
              <Link to="/user/login" button={{ variant: 'solid' }}>
                Log in
              </Link>{' '}
              <Link to="/user/register" button={{ variant: 'outline' }}>
                Sign up
              </Link>
            </li>
            <li>
              <Link to="javascript:alert(1)">Rejected unsafe link</Link>
            </li>
          </ul>
        }
      />
      <Route path="/incentives" element={<h1>Incentives page</h1>} />
    </Routes>
  );
}

const description =
  "A link: client-side navigation for in-app paths, a normal link for other URLs, plain text for unsafe ones. `newTab` opens a new tab and says so; `button` makes it look like a Button.\n\n**Do**\n- use a Link to go somewhere, a Button to do something;\n- pass URLs from data as they are: the Link refuses unsafe ones.\n\n**Don't**\n- use a raw `<a>` in features;\n- open new tabs without a reason.";

const meta = {
  title: 'UI/Link',
  component: Gallery,
  tags: ['autodocs'],
  subcomponents: { Link },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Help centre (external)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const newTab = canvas.getByRole('link', { name: 'Terms of use (new tab) (opens in a new tab)' });
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: 'Rejected unsafe link' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Rejected unsafe link')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
  },
};

export const InAppNavigation: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Incentives shop (in-app)' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Incentives page' })).toBeVisible();
  },
};

/** A label written as content, longer than a 320 px phone is wide, wraps inside its box (`wrappingButton`). */
export const ButtonWithALongLabel: Story = {
  globals: narrowPhoneViewport,
  render: () => (
    <div className={css({ padding: '4' })} data-testid="box">
      <Link to="/catalog" button={{ size: 'lg' }} className={wrappingButton({ size: 'lg' })}>
        Browse every training in the whole catalogue of the academy
      </Link>
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Browse every training in the whole catalogue of the academy',
    });
    await expectInsideContent(link, canvas.getByTestId('box'));
    // Two lines at least, each within the box, and at least the large button's height.
    await expect(link.getBoundingClientRect().height).toBeGreaterThan(48);
  },
};
