import { Fragment, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Link } from '@/ui/Link';
import { RetryableError } from '@/ui/RetryableError';
import { SectionShell } from './SectionShell';
import type { SectionProps } from './types';

const notice = css({ color: 'fg.muted', paddingBlock: '4' });
const seeAll = css({ justifySelf: 'end', fontWeight: 'semibold' });
const entry = css({ display: 'grid' });

export interface ListedSectionProps<Item> extends SectionProps {
  /** The section's title and description as its type parses them. */
  content: { title: string; description: string };
  testId: string;
  /** The request for the listed things. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** What the response gave to show, in order. */
  items: readonly Item[];
  itemKey: (item: Item) => Key;
  /** `position` is the item's place in the list (for `useImageLoading`). */
  renderItem: (item: Item, position: number) => ReactNode;
  /** The list's class, and the placeholders' while the request is pending. */
  listClassName: string;
  /** More attributes of the list (a scrolling row is focusable and named). */
  listProps?: Pick<HTMLAttributes<HTMLUListElement>, 'tabIndex' | 'aria-label'>;
  /** One placeholder, rendered `placeholderCount` times while the request is pending. */
  placeholder: ReactNode;
  placeholderCount: number;
  /** Translated: what a screen reader hears while loading, and the failure and empty messages. */
  loadingLabel: string;
  errorMessage: string;
  emptyMessage: string;
}

/**
 * A section that lists things fetched for it (trainings, categories): its shell, placeholders while
 * they load, a message when the request fails or finds nothing, the list, and the "See all" link
 * to the section's own page once the list has come.
 */
export function ListedSection<Item>({
  section,
  pageLink,
  content,
  testId,
  query,
  items,
  itemKey,
  renderItem,
  listClassName,
  listProps,
  placeholder,
  placeholderCount,
  loadingLabel,
  errorMessage,
  emptyMessage,
}: ListedSectionProps<Item>) {
  const { t } = useTranslation();
  return (
    <SectionShell
      appearance={section.data.appearance}
      title={content.title}
      description={content.description}
      busy={query.isPending}
      testId={testId}
    >
      {query.isPending ? (
        <div className={listClassName}>
          {Array.from({ length: placeholderCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <Fragment key={index}>{placeholder}</Fragment>
          ))}
          <span className={css({ srOnly: true })}>{loadingLabel}</span>
        </div>
      ) : query.isError ? (
        <div className={notice}>
          <RetryableError inline title={errorMessage} onRetry={query.refetch} />
        </div>
      ) : items.length === 0 ? (
        <p className={notice}>{emptyMessage}</p>
      ) : (
        <ul className={listClassName} {...listProps}>
          {items.map((item, position) => (
            <li key={itemKey(item)} className={entry}>
              {renderItem(item, position)}
            </li>
          ))}
        </ul>
      )}
      {pageLink && !query.isPending && !query.isError ? (
        <Link to={pageLink} className={seeAll}>
          {content.title ? t('See all: @title', { '@title': content.title }) : t('See all')}
        </Link>
      ) : null}
    </SectionShell>
  );
}
