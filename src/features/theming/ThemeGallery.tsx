import { Bell, Home, Inbox, Settings, Star } from 'lucide-react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { Field } from '@/ui/Field';
import { Icon } from '@/ui/Icon';
import { IconButton } from '@/ui/IconButton';
import { Input } from '@/ui/Input';
import { Link } from '@/ui/Link';
import { Skeleton } from '@/ui/Skeleton';
import { useTheme } from './ThemeProvider';

/** The kit on one screen, for judging an appearance: header, sidebar, content. */
export function ThemeGallery() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <div className={css({ position: 'relative', minHeight: '100dvh', bg: 'canvas', color: 'fg' })}>
      {theme.siteBackground && (
        <div
          aria-hidden="true"
          data-testid="site-background"
          className={css({
            position: 'absolute',
            inset: 0,
            opacity: 0.15,
            bgSize: 'cover',
            pointerEvents: 'none',
          })}
          style={{ backgroundImage: `url("${theme.siteBackground}")` }}
        />
      )}
      <header
        data-testid="header"
        className={css({
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: '4',
          paddingInline: '6',
          height: '16',
          bg: 'header.bg',
          color: 'header.fg',
          borderBlockEndWidth: 'thin',
          borderColor: 'border',
        })}
      >
        {theme.logo ? (
          <img
            src={theme.logo}
            alt="Learning platform"
            className={css({ maxWidth: 'logoMax', height: '10' })}
          />
        ) : (
          <strong>Learning platform</strong>
        )}
        <span
          className={css({
            marginInlineStart: 'auto',
            display: 'inline-flex',
            gap: '2',
            alignItems: 'center',
          })}
        >
          <Icon icon={Bell} />
          <Avatar name="Ada Lovelace" />
        </span>
      </header>
      <div className={css({ position: 'relative', display: 'flex' })}>
        <nav
          aria-label={t('Main')}
          data-testid="sidebar"
          className={css({
            width: '56',
            minHeight: '96',
            bg: 'sidebar.bg',
            color: 'sidebar.fg',
            padding: '4',
          })}
        >
          <ul className={css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '3' })}>
            {[
              [Home, 'Dashboard'],
              [Star, 'Incentives'],
              [Settings, 'Settings'],
            ].map(([icon, label]) => (
              <li key={label as string} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <Icon icon={icon as typeof Home} />
                {label as string}
              </li>
            ))}
          </ul>
        </nav>
        <main className={css({ flex: 1, padding: '6', display: 'grid', gap: '5', alignContent: 'start' })}>
          <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', margin: 0 })}>Spend your points</h1>
          <p className={css({ margin: 0, maxWidth: '60ch' })}>
            Rewards for finishing trainings. <Link to="/incentives">Open the shop</Link>
          </p>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
            <Button>Primary</Button>
            <Button variant="outline">Outline</Button>
            <Button variant="ghost">Ghost</Button>
            <Button loading>Saving</Button>
            <IconButton icon={Settings} label="Settings" variant="outline" />
          </div>
          <div
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: 'repeat(auto-fit, minmax(token(sizes.fieldColumnMin), 1fr))',
              maxWidth: '3xl',
            })}
          >
            <Field label="Product title" required helpText="Shown in the shop.">
              <Input defaultValue="Team mug" />
            </Field>
            <Field label="Price in points" serverError="Must be a positive number.">
              <Input inputMode="numeric" defaultValue="-5" />
            </Field>
          </div>
          <div className={css({ display: 'flex', gap: '4', alignItems: 'center', maxWidth: 'md' })}>
            <Skeleton circle width={40} height={40} />
            <Skeleton height={14} />
          </div>
          <EmptyState icon={Inbox} title="No transactions yet" headingLevel={2} />
        </main>
      </div>
    </div>
  );
}
