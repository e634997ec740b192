import { translated } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { waitForPage } from '@/testing/page-helpers';

const meta = {
  title: 'Pages/Errors',
  decorators: [withPage],
  parameters: pageParameters('/not-found'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const UnknownPath: Story = {
  parameters: pageParameters('/this/path/does/not/exist'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};

export const NotFoundForVisitor: Story = {
  parameters: pageParameters('/nowhere', { role: 'visitor' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const Denied: Story = {
  parameters: pageParameters('/denied'),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  },
};

export const DeniedRightToLeft: Story = {
  parameters: pageParameters('/denied', { locale: 'ar' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: translated('ar', 'Access denied') }),
    ).toBeVisible();
  },
};

export const NotFoundRightToLeft: Story = {
  parameters: pageParameters('/not-found', { locale: 'ar' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: translated('ar', 'Page not found') }),
    ).toBeVisible();
  },
};
