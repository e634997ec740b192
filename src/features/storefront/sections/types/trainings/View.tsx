import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { useDeferredQueryData } from '@/lib/use-deferred-query-data';
import { ListedSection } from '../../ListedSection';
import { TrainingCard, TrainingCardSkeleton, trainingsGrid, trainingsRow } from '../../TrainingCard';
import type { SectionProps } from '../../types';
import { lenient } from '../shared';
import { trainingsQueryOf } from './list';
import { content as contentSchema, settings as settingsSchema } from './schema';

/**
 * Hand-picked trainings in the order the editor gave them: the contract does not say the backend
 * lists them in the order of their ids.
 */
function inChosenOrder<T extends { id: number }>(list: readonly T[], ids: readonly number[]): T[] {
  const at = new Map(ids.map((id, index) => [id, index]));
  return [...list].sort((a, b) => (at.get(a.id) ?? ids.length) - (at.get(b.id) ?? ids.length));
}

/** Trainings chosen by the section's rule (docs/product.md §7, section list query), skeletons while they load. */
export function TrainingsSection(props: SectionProps) {
  const { t } = useTranslation();
  const content = lenient(contentSchema, props.section.data.content);
  const settings = lenient(settingsSchema, props.section.data.settings);
  const query = useQuery(trainingsQueryOf(settings));
  const { data, rendering } = useDeferredQueryData(query);
  const row = settings.layout === 'carousel';
  const listed = data?.data ?? [];
  const items =
    settings.type === 'custom' ? inChosenOrder(listed, settings.trainings) : listed.slice(0, settings.size);
  return (
    <ListedSection
      {...props}
      content={content}
      testId="section-trainings"
      query={{ isPending: query.isPending || rendering, isError: query.isError, refetch: query.refetch }}
      items={items}
      itemKey={(training) => training.id}
      renderItem={(training, position) => <TrainingCard training={training} position={position} />}
      listClassName={row ? trainingsRow : trainingsGrid}
      // A scrolling row must be reachable by keyboard to scroll it.
      listProps={row ? { tabIndex: 0, 'aria-label': content.title || t('Trainings') } : undefined}
      placeholder={<TrainingCardSkeleton />}
      // As many cards as will come, so the sections below do not move when they arrive.
      placeholderCount={settings.type === 'custom' ? settings.trainings.length : settings.size}
      loadingLabel={t('Loading trainings')}
      errorMessage={t('The trainings could not be loaded.')}
      emptyMessage={t('No trainings to show yet.')}
    />
  );
}
