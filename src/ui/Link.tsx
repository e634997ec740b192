import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { isExternalHref, safeHref } from '@/lib/url';
import { type ButtonVariantProps, buttonRecipe } from './button-recipe';

export const linkStyle = css({
  color: 'primary',
  textDecoration: 'underline',
  textUnderlineOffset: 'token(spacing.0.5)',
  borderRadius: 'l1',
  _hover: { textDecorationThickness: 'token(borderWidths.thick)' },
});

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** An in-app path (client-side navigation) or an external URL. Unsafe URLs render as plain text. */
  to: string;
  /** Full page load even for an in-app path (e.g. routes served outside this app). */
  reload?: boolean;
  /** Opens in a new tab with rel=noopener and says so to screen readers. */
  newTab?: boolean;
  /** Renders the link as a button of this variant. */
  button?: ButtonVariantProps;
  children: ReactNode;
}

/**
 * A link: client-side navigation for in-app paths, a normal link for other URLs, plain text
 * for unsafe ones (`src/lib/url.ts`). With `button` it looks like a Button but stays a link
 * (it goes somewhere; a Button does something). Stories: UI/Link.
 */
export function Link({ to, reload, newTab, button, className, children, ...rest }: LinkProps) {
  const { t } = useTranslation();
  const href = safeHref(to);
  const classes = cx(button ? buttonRecipe(button) : linkStyle, className);
  if (!href) return <span className={className}>{children}</span>;
  if (!reload && !newTab && !isExternalHref(href)) {
    return (
      <RouterLink to={href} className={classes} {...rest}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a
      href={href}
      className={classes}
      target={newTab ? '_blank' : undefined}
      rel={newTab || isExternalHref(href) ? 'noopener noreferrer' : undefined}
      {...rest}
    >
      {children}
      {newTab && <span className={css({ srOnly: true })}> {t('(opens in a new tab)')}</span>}
    </a>
  );
}
