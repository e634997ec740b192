import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { taxonomyTermsQueryOptions } from '@/api/taxonomy';
import { useTranslation } from '@/i18n';
import { Link } from '@/ui/Link';
import { Skeleton } from '@/ui/Skeleton';
import { SectionShell } from '../../SectionShell';
import type { SectionProps } from '../../types';
import { lenient } from '../shared';
import { content as contentSchema, settings as settingsSchema } from './schema';

const list = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
  gap: '3',
  listStyle: 'none',
});
const tile = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '16',
  paddingInline: '4',
  paddingBlock: '3',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'surface',
  color: 'fg!',
  fontWeight: 'semibold',
  textDecoration: 'none!',
  overflowWrap: 'anywhere',
  _hover: { borderColor: 'primary', bg: 'primary.subtle' },
});
const notice = css({ color: 'fg.muted', paddingBlock: '4' });

/** Links into the catalogue search by category (taxonomy terms of one vocabulary). */
export function CategoriesSection({ section, pageLink }: SectionProps) {
  const { t } = useTranslation();
  const content = lenient(contentSchema, section.data.content);
  const settings = lenient(settingsSchema, section.data.settings);
  const query = useQuery(taxonomyTermsQueryOptions({ machine_name: settings.vocabulary, parent: 0 }));
  const terms = (query.data ?? [])
    .filter((term) => settings.terms.length === 0 || settings.terms.includes(term.tid))
    .slice(0, settings.size);

  return (
    <SectionShell
      appearance={section.data.appearance}
      title={content.title}
      description={content.description}
      busy={query.isPending}
      testId="section-categories"
    >
      {query.isPending ? (
        <div className={list}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <Skeleton key={index} height={64} />
          ))}
          <span className={css({ srOnly: true })}>{t('Loading categories')}</span>
        </div>
      ) : query.isError ? (
        <p role="alert" className={notice}>
          {t('The categories could not be loaded.')}
        </p>
      ) : terms.length === 0 ? (
        <p className={notice}>{t('No categories to show yet.')}</p>
      ) : (
        <ul className={list}>
          {terms.map((term) => (
            <li key={term.tid} className={css({ display: 'grid' })}>
              <Link
                to={`/storefront/search?${new URLSearchParams({ vocabulary: settings.vocabulary, tags: String(term.tid) })}`}
                className={tile}
              >
                {term.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pageLink && !query.isPending && !query.isError ? (
        <Link to={pageLink} className={css({ justifySelf: 'end', fontWeight: 'semibold' })}>
          {content.title ? t('See all: @title', { '@title': content.title }) : t('See all')}
        </Link>
      ) : null}
    </SectionShell>
  );
}
