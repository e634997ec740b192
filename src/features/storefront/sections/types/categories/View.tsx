import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Link } from '@/ui/Link';
import { Skeleton } from '@/ui/Skeleton';
import { ListedSection } from '../../ListedSection';
import type { SectionProps } from '../../types';
import { lenient } from '../shared';
import { categoriesQueryOf } from './list';
import { content as contentSchema, settings as settingsSchema } from './schema';

const list = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, token(sizes.44)), 1fr))',
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
  borderWidth: 'thin',
  borderColor: 'border',
  bg: 'surface',
  color: 'fg!',
  fontWeight: 'semibold',
  textDecoration: 'none!',
  overflowWrap: 'anywhere',
  _hover: { borderColor: 'primary', bg: 'primary.subtle' },
});

/** Links into the catalogue search by category (taxonomy terms of one vocabulary). */
export function CategoriesSection(props: SectionProps) {
  const { t } = useTranslation();
  const { data } = props.section;
  const settings = lenient(settingsSchema, data.settings);
  const query = useQuery(categoriesQueryOf(settings));
  const terms = (query.data ?? [])
    .filter((term) => settings.terms.length === 0 || settings.terms.includes(term.tid))
    .slice(0, settings.size);
  return (
    <ListedSection
      {...props}
      content={lenient(contentSchema, data.content)}
      testId="section-categories"
      query={query}
      items={terms}
      itemKey={(term) => term.tid}
      renderItem={(term) => (
        <Link
          to={`/storefront/search?${new URLSearchParams({ vocabulary: settings.vocabulary, tags: String(term.tid) })}`}
          className={tile}
        >
          <bdi>{term.name}</bdi>
        </Link>
      )}
      listClassName={list}
      placeholder={<Skeleton height={64} />}
      placeholderCount={6}
      loadingLabel={t('Loading categories')}
      errorMessage={t('The categories could not be loaded.')}
      emptyMessage={t('No categories to show yet.')}
    />
  );
}
