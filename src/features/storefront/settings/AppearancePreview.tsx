import { type CSSProperties, useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { buildTheme, type ThemeInput } from '@/features/theming';
import { useTranslation } from '@/i18n';
import { Button, Card, Field, Input } from '@/ui';

const frame = css({
  display: 'grid',
  gap: '3',
  alignContent: 'start',
  position: { lg: 'sticky' },
  insetBlockStart: { lg: '4' },
});
const heading = css({ fontSize: 'lg', fontWeight: 'bold' });
const note = css({ fontSize: 'sm', color: 'fg.muted' });
// The scope: every token below it reads the draft's CSS variables, not the page's. It is a picture
// of the site in the draft's colours, which a contrast theme (forced colours) leaves as they are.
const scope = css({
  forcedColorAdjust: 'none',
  fontFamily: 'body',
  color: 'fg',
  bg: 'canvas',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l3',
  overflow: 'hidden',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  '& h3': { fontFamily: 'heading' },
});
const headerBar = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  paddingInline: '4',
  paddingBlock: '3',
  bg: 'header.bg',
  color: 'header.fg',
  borderBlockEndWidth: 'thin',
  borderColor: 'border',
});
const logo = css({ display: 'block', height: '8', maxWidth: '40', objectFit: 'contain' });
const logoPlaceholder = css({ fontWeight: 'bold' });
const nav = css({
  display: 'flex',
  // Links that no longer fit one line go on over two (a phone with a user's text spacing).
  flexWrap: 'wrap',
  gap: '3',
  fontSize: 'sm',
  fontWeight: 'medium',
  marginInlineStart: 'auto',
});
const content = css({ display: 'grid', gap: '4', padding: '4' });
const cards = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
const chip = css({
  display: 'inline-block',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  bg: 'secondary',
  color: 'secondary.fg',
});
const formBox = css({ display: 'grid', gap: '3', padding: '3', bg: 'surface', borderRadius: 'l3' });

export interface AppearancePreviewProps {
  /** The draft appearance, as the theming reads it. */
  appearance: ThemeInput;
}

/**
 * Real kit pieces (a header with logo and menu, two cards, buttons, a field with its error) under
 * the draft theme: the theme's CSS variables are set on this box only, so the page around it keeps
 * the saved look. Inert: it is a picture of the site, not a place to click.
 */
export function AppearancePreview({ appearance }: AppearancePreviewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const theme = useMemo(() => buildTheme(appearance), [appearance]);
  const style = {
    ...theme.variables,
    backgroundImage: theme.siteBackground ? `url("${theme.siteBackground}")` : undefined,
  } as CSSProperties;
  return (
    <section aria-labelledby={headingId} className={frame}>
      <h2 id={headingId} className={heading}>
        {t('Preview')}
      </h2>
      <p className={note}>{t('How the site looks with these settings. Nothing changes until you save.')}</p>
      <div className={scope} style={style} data-testid="appearance-preview" inert>
        <div className={headerBar} data-testid="preview-header">
          {theme.logo ? (
            <img src={theme.logo} alt={t('Logo')} className={logo} />
          ) : (
            <span className={logoPlaceholder}>{t('Your logo')}</span>
          )}
          <span className={nav}>
            <span>{t('Catalogue')}</span>
            <span>{t('Dashboard')}</span>
            <span>{t('Shop')}</span>
          </span>
        </div>
        <div className={content}>
          <div className={cards}>
            <Card title={t('Getting started')} headingLevel={3}>
              <p>{t('Your first steps on the platform, in ten minutes.')}</p>
            </Card>
            <Card title={t('Leading a team')} headingLevel={3}>
              <p className={row}>
                <span className={chip}>{t('New')}</span>
                {t('Six short lessons.')}
              </p>
            </Card>
          </div>
          <div className={row}>
            <Button data-testid="preview-primary">{t('Enrol')}</Button>
            <Button variant="outline">{t('Details')}</Button>
          </div>
          <div className={formBox}>
            <Field label={t('E-mail')} error={t('Enter a valid e-mail address.')}>
              <Input defaultValue="amira@example" readOnly />
            </Field>
          </div>
        </div>
      </div>
    </section>
  );
}
