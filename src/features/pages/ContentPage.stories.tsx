import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { expectNotFoundPage, mainOf, neverResponds, respondsWith } from '@/features/catalog/story-helpers';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, waitForPage } from '@/testing/page-helpers';
import type { StoryParameters } from '@/testing/story-parameters';

const at = (route: string, parameters: StoryParameters = {}) =>
  pageParameters(route, { role: 'visitor', ...parameters });

const meta = {
  title: 'Pages/Content page',
  decorators: [withPage],
  parameters: at('/page/about'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor reads a content page: server HTML, sanitised, with its date. */
export const About: Story = {
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'About Northwind Academy' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^About Northwind Academy/));
    await expect(await main.findByRole('link', { name: 'catalogue' })).toHaveAttribute('href', '/catalog');
    await expect(main.getByText(/^Last updated /)).toBeVisible();
  },
};

/** The footer's and the cookie notice's address (/privacy) is the same page as /page/privacy. */
export const PrivacyAtFooterAddress: Story = {
  parameters: at('/privacy', { role: 'learner' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(await main.findByRole('link', { name: 'academy team' })).toHaveAttribute(
      'href',
      '/page/contact',
    );
  },
};

export const UnknownSlug: Story = {
  parameters: at('/page/no-such-page'),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expectNotFoundPage(canvasElement);
  },
};

export const Loading: Story = {
  parameters: at('/page/terms', { msw: { handlers: { pages: [neverResponds('pages/:slug')] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await mainOf(canvasElement).findByTestId('content-page-loading')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: at('/page/terms', { msw: { handlers: { pages: [respondsWith('pages/:slug', 500)] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const RightToLeft: Story = {
  parameters: at('/page/terms', { locale: 'ar' }),
  play: async ({ canvasElement }) => {
    await expectRightToLeftPage(canvasElement);
    await expect(
      // The mock returns the page in the story's language (fixtures/README.md).
      await mainOf(canvasElement).findByRole('heading', { level: 1, name: 'شروط الاستخدام' }),
    ).toBeVisible();
  },
};
