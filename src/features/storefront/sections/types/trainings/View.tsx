import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { toSectionTrainingsQuery, trainingsQueryOptions } from '@/api/trainings';
import { useTranslation } from '@/i18n';
import { Link } from '@/ui/Link';
import { SectionShell } from '../../SectionShell';
import { TrainingCard, TrainingCardSkeleton, trainingsGrid, trainingsRow } from '../../TrainingCard';
import type { SectionProps } from '../../types';
import { lenient } from '../shared';
import { content as contentSchema, settings as settingsSchema } from './schema';

const notice = css({ color: 'fg.muted', paddingBlock: '4' });

/** Trainings chosen by the section's rule (docs/product.md §7, section list query), skeletons while they load. */
export function TrainingsSection({ section, pageLink }: SectionProps) {
  const { t } = useTranslation();
  const content = lenient(contentSchema, section.data.content);
  const settings = lenient(settingsSchema, section.data.settings);
  const query = useQuery(
    trainingsQueryOptions(
      toSectionTrainingsQuery({ ...settings, vocabulary: settings.vocabulary ?? undefined }),
    ),
  );
  const placeholders = Math.min(settings.size, 4);

  return (
    <SectionShell
      appearance={section.data.appearance}
      title={content.title}
      description={content.description}
      busy={query.isPending}
      testId="section-trainings"
    >
      {query.isPending ? (
        <div className={trainingsGrid}>
          {Array.from({ length: placeholders }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <TrainingCardSkeleton key={index} />
          ))}
          <span className={css({ srOnly: true })}>{t('Loading trainings')}</span>
        </div>
      ) : query.isError ? (
        <p role="alert" className={notice}>
          {t('The trainings could not be loaded.')}
        </p>
      ) : query.data.data.length === 0 ? (
        <p className={notice}>{t('No trainings to show yet.')}</p>
      ) : (
        <ul
          className={settings.layout === 'carousel' ? trainingsRow : trainingsGrid}
          // A scrolling row must be reachable by keyboard to scroll it.
          tabIndex={settings.layout === 'carousel' ? 0 : undefined}
          aria-label={settings.layout === 'carousel' ? content.title || t('Trainings') : undefined}
        >
          {query.data.data
            .slice(0, settings.type === 'custom' ? undefined : settings.size)
            .map((training) => (
              <li key={training.id} className={css({ display: 'grid' })}>
                <TrainingCard training={training} />
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
