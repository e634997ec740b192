import { makeTranslations } from '@fixtures/translations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { toTranslationMap } from '@/api/translations';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { waitForPage } from '@/testing/page-helpers';
import { storyParameters } from '@/testing/story-parameters';
import { Card } from '@/ui/Card';
import { Page } from '@/ui/Page';
import { useTranslation } from './I18nProvider';

/**
 * Regression pictures of the interface in the workbench's pseudo-locales, and of text from users
 * inside right-to-left text (docs/i18n.md).
 */
const meta = {
  title: 'Foundations/Languages',
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const FSI = '\u2068';
const PDI = '\u2069';
const RLO = '\u202E';

/** English names and titles with punctuation at their ends, as users and the server write them. */
function UserTextInInterface() {
  const { t } = useTranslation();
  return (
    <Page title="What’s new in C++?">
      <p>{t('Signed in as @name.', { '@name': 'Ada L. (QA)' })}</p>
      <p>{t('No results for “@query”', { '@query': 'React 19!' })}</p>
      <Card title="Leadership 101: lead, don’t boss!" headingLevel={2}>
        <p>{t('Progress of @title', { '@title': 'Excel (advanced)' })}</p>
      </Card>
    </Page>
  );
}

/** Arabic page and card, with English names, titles and a search term placed in them. */
export const EnglishTextInArabic: Story = {
  render: () => <UserTextInInterface />,
  parameters: storyParameters({ locale: 'ar', translations: toTranslationMap(makeTranslations().ar ?? []) }),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    // The title is isolated, so its question mark stays at its own end.
    await expect(heading.querySelector('bdi')).toHaveTextContent('What’s new in C++?');
    await expect(canvas.getByRole('heading', { level: 2 }).querySelector('bdi')).toHaveTextContent(
      'Leadership 101: lead, don’t boss!',
    );
    // Values placed in translated text are isolated by the translator.
    await expect(canvas.getByText(/تم تسجيل الدخول باسم/)).toHaveTextContent(
      `تم تسجيل الدخول باسم ${FSI}Ada L. (QA)${PDI}.`,
    );
    await expect(canvas.getByText(/لا توجد نتائج/)).toHaveTextContent(`«${FSI}React 19!${PDI}»`);
  },
};

/** The same in English: nothing to isolate, so the text is exactly the translation. */
export const EnglishTextInEnglish: Story = {
  render: () => <UserTextInInterface />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Signed in as Ada L. (QA).')).toBeVisible();
  },
};

/** The dashboard, shell included, in en-XA: every string accented, a third longer, in [ ]. */
export const PseudoAccentedDashboard: Story = {
  decorators: [withPage],
  parameters: pageParameters('/dashboard', { role: 'learner', locale: 'en-XA' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(document.documentElement).toHaveAttribute('lang', 'en-XA');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^\[Ĝööð ɱöŕñîñĝ, Jonas/ }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('progressbar').length).toBeGreaterThan(0));
  },
};

/** The dashboard in ar-XB: English words written right to left, the page laid out right to left. */
export const PseudoRightToLeftDashboard: Story = {
  decorators: [withPage],
  parameters: pageParameters('/dashboard', { role: 'learner', locale: 'ar-XB' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const heading = await canvas.findByRole('heading', { level: 1 });
    await expect(heading.textContent).toContain(`${RLO}Good`);
    // The user's name is English in a right-to-left interface: isolated.
    await expect(heading.textContent).toContain(`${FSI}Jonas${PDI}`);
    await waitFor(() => expect(canvas.getAllByRole('progressbar').length).toBeGreaterThan(0));
  },
};

/** A form page in en-XA: labels, help and buttons a third longer. */
export const PseudoAccentedProfileForm: Story = {
  decorators: [withPage],
  parameters: pageParameters('/user/2/edit', { locale: 'en-XA' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByLabelText(/^\[Ƒîŕšţ ñáɱé/)).toHaveValue('Jonas');
  },
};

/** A form page in ar-XB. */
export const PseudoRightToLeftProfileForm: Story = {
  decorators: [withPage],
  parameters: pageParameters('/user/2/edit', { locale: 'ar-XB' }),
  play: async ({ canvas, canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await canvas.findByLabelText(new RegExp(`${RLO}First`))).toHaveValue('Jonas');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
