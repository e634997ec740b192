import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { agreeToCookies, getCookieDisclaimer } from './cookie-disclaimer';
import { isApiError } from './errors';
import { getMe } from './session';

const forgetToken = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the probe simulates a first visit
  document.cookie = 'XSRF-TOKEN=; Path=/; Max-Age=0';
};

/**
 * A check of the real client in a real browser: the mock's Set-Cookie reaches
 * document.cookie (through MSW), the client echoes it as X-XSRF-TOKEN, and the
 * mock refuses an unsafe call without it. Not a product screen.
 */
function XsrfProbe({ loadFirst }: { loadFirst: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const run = async () => {
    forgetToken();
    try {
      if (loadFirst) await getMe();
      await agreeToCookies();
      const { disclaimer_text } = await getCookieDisclaimer();
      setStatus(
        disclaimer_text ? t('Accepted, but the notice is still there') : t('Accepted; the notice is gone'),
      );
    } catch (error) {
      setStatus(t('Refused with status @status', { '@status': isApiError(error) ? (error.status ?? 0) : 0 }));
    }
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <button
        type="button"
        onClick={run}
        className={css({ px: '3', py: '2', borderWidth: '1px', rounded: 'md' })}
      >
        {t('Agree to cookies')}
      </button>
      <output aria-live="polite">{status}</output>
    </div>
  );
}

const meta = {
  title: 'Platform/API client/XSRF round trip',
  component: XsrfProbe,
  tags: ['!autodocs'],
} satisfies Meta<typeof XsrfProbe>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EchoesTheServerToken: Story = {
  args: { loadFirst: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agree to cookies' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Accepted; the notice is gone'));
    await expect(document.cookie).toMatch(/XSRF-TOKEN=\w+/);
  },
};

export const RefusedWithoutToken: Story = {
  args: { loadFirst: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Agree to cookies' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Refused with status 403'));
  },
};
