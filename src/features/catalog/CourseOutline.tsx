import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { BookOpenText, ClipboardCheck, PencilLine, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  type LessonProgress,
  type LessonType,
  progressMutationKey,
  progressMutationOptions,
  type TrainingDetail,
} from '@/api/catalog';
import { useTranslation } from '@/i18n';
import { Checkbox, Icon } from '@/ui';
import { formatDuration } from './format';

const ICONS = {
  video: PlayCircle,
  reading: BookOpenText,
  quiz: ClipboardCheck,
  assignment: PencilLine,
} as const;

const modules = css({ display: 'grid', gap: '4', listStyle: 'none', padding: 0, margin: 0 });
const moduleBox = css({
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'surface',
  overflow: 'hidden',
});
const moduleHead = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '2',
  paddingInline: '4',
  paddingBlock: '3',
  bg: 'muted',
});
const lessons = css({ display: 'grid', listStyle: 'none', padding: 0, margin: 0 });
const lesson = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: '3',
  paddingInline: '4',
  paddingBlock: '3',
  borderBlockStartWidth: 'thin',
  borderColor: 'border',
  _first: { borderBlockStartWidth: '0' },
  '&[data-next]': { bg: 'primary.subtle' },
});
const muted = css({ color: 'fg.muted', fontSize: 'sm', whiteSpace: 'nowrap' });

export const lessonElementId = (id: number) => `lesson-${id}`;

/** The next lesson to do: the first one not done, in outline order. */
export const nextLesson = (training: TrainingDetail) =>
  training.outline.flatMap((module) => module.lessons).find((entry) => !entry.completed);

/**
 * Modules and their lessons with type and duration. An enrolled learner ticks
 * lessons off (manual completion, as in Moodle); the next one is highlighted.
 */
export function CourseOutline({ training }: { training: TrainingDetail }) {
  const translator = useTranslation();
  const { t, formatPlural } = translator;
  const queryClient = useQueryClient();
  // Options' callbacks run for every save; those given to `mutate` only for the last one pressed.
  const [saveFailed, setSaveFailed] = useState(false);
  const progress = useMutation({
    ...progressMutationOptions(queryClient, training.id),
    onError: () => setSaveFailed(true),
  });
  // Each box being saved shows its change (TanStack Query's optimistic update through the
  // mutation's variables) and holds still until it is saved; the others can be pressed meanwhile.
  const saving = new Map(
    useMutationState({
      filters: { mutationKey: progressMutationKey(training.id), status: 'pending' },
      select: (mutation) => mutation.state.variables as LessonProgress,
    }).map((change) => [change.lesson, change.completed]),
  );
  const state = training.enrolment?.state;
  const tracking = state === 'enrolled' || state === 'in_progress' || state === 'completed';
  const next = tracking && state !== 'completed' ? nextLesson(training) : undefined;
  const typeNames: Record<LessonType, string> = {
    video: t('Video'),
    reading: t('Reading'),
    quiz: t('Quiz'),
    assignment: t('Assignment'),
  };
  const lessonCount = training.outline.reduce((sum, module) => sum + module.lessons.length, 0);
  return (
    <section aria-labelledby="outline-title" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="outline-title" className={css({ fontSize: 'xl', fontWeight: 'semibold', margin: 0 })}>
        {t('Outline')}
      </h2>
      <p className={css({ margin: 0, color: 'fg.muted' })}>
        {formatPlural(training.outline.length, '@count module', '@count modules')} ·{' '}
        {formatPlural(lessonCount, '@count lesson', '@count lessons')}
      </p>
      {saveFailed && <p role="alert">{t('Your progress could not be saved.')}</p>}
      <ol className={modules}>
        {training.outline.map((module) => {
          const minutes = module.lessons.reduce((sum, entry) => sum + entry.duration_minutes, 0);
          return (
            <li key={module.id} className={moduleBox}>
              <div className={moduleHead}>
                <h3 className={css({ fontWeight: 'semibold', fontSize: 'md', margin: 0 })}>
                  <bdi>{module.title}</bdi>
                </h3>
                <span className={muted}>{formatDuration(minutes, translator)}</span>
              </div>
              <ol className={lessons}>
                {module.lessons.map((entry) => (
                  <li
                    key={entry.id}
                    id={lessonElementId(entry.id)}
                    tabIndex={-1}
                    className={lesson}
                    data-next={entry.id === next?.id ? '' : undefined}
                  >
                    <Icon icon={ICONS[entry.type]} size={18} label={typeNames[entry.type]} />
                    {tracking ? (
                      <Checkbox
                        checked={saving.get(entry.id) ?? entry.completed}
                        readOnly={saving.has(entry.id)}
                        onCheckedChange={(completed) => {
                          setSaveFailed(false);
                          progress.mutate({ id: training.id, lesson: entry.id, completed });
                        }}
                      >
                        <bdi>{entry.title}</bdi>
                      </Checkbox>
                    ) : (
                      <bdi>{entry.title}</bdi>
                    )}
                    <span className={muted}>{formatDuration(entry.duration_minutes, translator)}</span>
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
