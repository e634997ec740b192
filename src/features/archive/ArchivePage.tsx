import { useQuery } from '@tanstack/react-query';
import { Archive, Download } from 'lucide-react';
import { css } from 'styled-system/css';
import { type ArchiveEntry, archiveQueryOptions } from '@/api/archive';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { useFormatDate, useTranslation } from '@/i18n';
import { parseServerDate } from '@/lib/server-date';
import { Card, EmptyState, Icon, Link, Page, Skeleton } from '@/ui';
import { cardGridStyle } from '@/ui/card-grid';
import { RetryableError } from '@/ui/RetryableError';

export const loader: PageLoader = async (args) => {
  await queryClientOf(args).prefetchQuery(archiveQueryOptions());
  return null;
};

/** /archive: the learner's completed trainings, with the completion date and the certificate (README.md). */
export function ArchivePage() {
  const { t } = useTranslation();
  const archive = useQuery(archiveQueryOptions());
  let body: React.ReactNode;
  if (archive.isPending)
    body = (
      <ul className={cardGridStyle} aria-busy="true" data-testid="archive-loading">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton height={160} />
          </li>
        ))}
      </ul>
    );
  else if (archive.isError) body = <RetryableError onRetry={archive.refetch} />;
  else if (archive.data.length === 0)
    body = (
      <EmptyState
        icon={Archive}
        title={t('No completed trainings yet')}
        description={t('Trainings you complete appear here, with their certificates.')}
        action={<Link to="/catalog">{t('Browse the catalogue')}</Link>}
      />
    );
  else
    body = (
      <ul className={cardGridStyle}>
        {archive.data.map((entry) => (
          <li key={entry.training.id}>
            <ArchiveCard entry={entry} />
          </li>
        ))}
      </ul>
    );
  return <Page title={t('Archive')}>{body}</Page>;
}

function ArchiveCard({ entry }: { entry: ArchiveEntry }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const completed = parseServerDate(entry.completed);
  return (
    <Card
      headingLevel={2}
      title={<Link to={entry.training.url}>{entry.training.title}</Link>}
      footer={
        entry.certificate_url && (
          <a
            href={entry.certificate_url}
            download
            className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'primary' })}
          >
            <Icon icon={Download} size={18} />
            {t('Download certificate')}
            <span className={css({ srOnly: true })}>{`: ${entry.training.title}`}</span>
          </a>
        )
      }
    >
      {completed && (
        <p className={css({ margin: 0, color: 'fg.muted' })}>
          {t('Completed on @date', { '@date': formatDate(completed, 'medium') })}
        </p>
      )}
    </Card>
  );
}

export { ArchivePage as Component };
