import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { type Footer as FooterData, footerQueryOptions } from '@/api/settings';
import { useTranslation } from '@/i18n';
import { Link } from '@/ui/Link';
import { SanitizedHtml } from '@/ui/SanitizedHtml';

const footerStyle = css({
  borderBlockStartWidth: 'thin',
  borderColor: 'border',
  bg: 'surface',
  color: 'fg.muted',
  paddingBlock: '6',
  // On a phone the footer's last line reaches the screen's end, where Back to top floats: the button
  // (size lg, sizes.12) sits spacing.6 above the edge (its margin in BackToTop.tsx, the dock's inset in
  // AppShell.tsx). The footer keeps that room below, and spacing.4 more.
  paddingBlockEnd: { base: 'calc(token(sizes.12) + token(spacing.10))', md: '6' },
  paddingInline: { base: '4', md: '8' },
  fontSize: 'sm',
  display: 'grid',
  gap: '3',
});
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', columnGap: '6' });
const links = css({ display: 'flex', flexWrap: 'wrap', gap: '4', listStyle: 'none', margin: 0, padding: 0 });
const muted = css({ color: 'fg.muted' });

const LINK_KEYS = ['about', 'contact', 'privacy_policy', 'terms_of_use'] as const;

/**
 * docs/product.md §2: footer_text (sanitised HTML), the copyright line, an optional
 * version link, and about / contact / privacy policy / terms of use — each
 * only when it has a title.
 */
export function Footer() {
  const { t } = useTranslation();
  const footer = useQuery(footerQueryOptions()).data;
  if (!footer) return null;
  const shown = LINK_KEYS.map((key) => ({ key, ...(footer[key] as FooterData['about']) })).filter(
    (link) => link.title.trim() !== '',
  );
  return (
    <footer className={footerStyle} data-testid="site-footer">
      {footer.footer_text && <SanitizedHtml html={footer.footer_text} data-testid="footer-text" />}
      <div className={row}>
        {footer.footer_copyright && <span>{footer.footer_copyright}</span>}
        {footer.version &&
          (footer.version_url ? (
            <Link to={footer.version_url} reload className={muted}>
              {t('Version @version', { '@version': footer.version })}
            </Link>
          ) : (
            <span>{t('Version @version', { '@version': footer.version })}</span>
          ))}
        {shown.length > 0 && (
          <nav aria-label={t('Footer')}>
            <ul className={links}>
              {shown.map((link) => (
                <li key={link.key}>
                  <Link to={link.url} reload className={muted}>
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}
