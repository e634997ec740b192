import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { I18nProvider, useDocumentLanguage, useFormatDate, useTranslation } from '@/i18n';
import { BackLink } from '@/ui/BackLink';
import { Button } from '@/ui/Button';
import { type LanguageOption, LanguageSwitcher } from './LanguageSwitcher';

const languages: LanguageOption[] = [
  { langcode: 'en', name: 'English', direction: 'ltr' },
  { langcode: 'fr', name: 'Français', direction: 'ltr' },
  { langcode: 'ar', name: 'العربية', direction: 'rtl' },
];

const translations: Record<string, Record<string, string>> = {
  fr: {
    'Back to Incentives': 'Retour aux récompenses',
    'Spend your points': 'Dépensez vos points',
    Save: 'Enregistrer',
  },
  ar: { 'Back to Incentives': 'العودة إلى المكافآت', 'Spend your points': 'أنفق نقاطك', Save: 'حفظ' },
};

const REFERENCE = new Date(Date.UTC(2026, 10, 22, 9, 30));

function Page({ langcode, onChange }: { langcode: string; onChange: (langcode: string) => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <div className={css({ display: 'grid', gap: '4', maxWidth: '2xl' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
        <BackLink to="/incentives" title={t('Back to Incentives')} />
        <LanguageSwitcher languages={languages} current={langcode} onChange={onChange} />
      </div>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', margin: 0 })}>{t('Spend your points')}</h1>
      <p data-testid="date">{formatDate(REFERENCE, 'long')}</p>
      <div>
        <Button>{t('Save')}</Button>
      </div>
    </div>
  );
}

function Demo() {
  const [langcode, setLangcode] = useState('en');
  const direction = languages.find((language) => language.langcode === langcode)?.direction ?? 'ltr';
  useDocumentLanguage(langcode, direction);
  return (
    <I18nProvider langcode={langcode} direction={direction} translations={translations[langcode]}>
      <Page langcode={langcode} onChange={setLangcode} />
    </I18nProvider>
  );
}

const meta = { title: 'Languages/LanguageSwitcher', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

export const SwitchToRightToLeft: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('date')).toHaveTextContent('Sunday, November 22, 2026 - 09:30');
    const switcher = canvas.getByRole('button', { name: 'Language: English' });
    switcher.focus();
    await userEvent.keyboard('{ArrowDown}');
    // Keys go to the menu once it has taken focus and highlighted its first item, as a person sees it.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('f');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Français' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Dépensez vos points' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'fr');
    await expect(canvas.getByTestId('date')).toHaveTextContent('dimanche, novembre 22, 2026 - 09:30');

    canvas.getByRole('button', { name: 'Language: Français' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'العربية' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'أنفق نقاطك' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    // Mirrored: the back link now starts on the right, the switcher on the left.
    const back = canvas.getByRole('link', { name: 'العودة إلى المكافآت' });
    const switcherNow = canvas.getByRole('button', { name: 'Language: العربية' });
    await expect(back.getBoundingClientRect().left).toBeGreaterThan(switcherNow.getBoundingClientRect().left);
    await expect(getComputedStyle(back.querySelector('svg') as SVGElement).transform).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    // A stable screenshot: menu closed, no focus ring.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
