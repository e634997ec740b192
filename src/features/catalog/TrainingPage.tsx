import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useParams } from 'react-router';
import { css } from 'styled-system/css';
import { type TrainingDetail, trainingDetailQueryOptions } from '@/api/catalog';
import { hasStatus } from '@/api/errors';
import { prefetchOrNotFound } from '@/api/prefetch-or-not-found';
import { notFound, type PageLoader, queryClientOf } from '@/api/route-data';
import { useSession } from '@/features/auth';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import {
  Avatar,
  BackLink,
  Badge,
  DocumentTitle,
  ImagePlaceholder,
  Link,
  PageHeading,
  pageFrameStyle,
  SanitizedHtml,
  Skeleton,
  SkeletonText,
} from '@/ui';
import { factListStyle } from '@/ui/fact-list';
import { RetryableError } from '@/ui/RetryableError';
import { CourseOutline, lessonElementId, nextLesson } from './CourseOutline';
import { EnrolmentPanel } from './EnrolmentPanel';
import { formatDuration, languageName } from './format';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) token(sizes.xs)' },
  gap: '8',
  alignItems: 'start',
});
const hero = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
  gap: '6',
  alignItems: 'center',
});
const cover = css({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 'l3',
  bg: 'muted',
});
const sectionTitle = css({ fontSize: 'xl', fontWeight: 'semibold', margin: 0 });
const people = css({ display: 'grid', gap: '3', listStyle: 'none', padding: 0, margin: 0 });
const tagList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
const tagLink = css({ color: 'fg', textDecoration: 'none', _hover: { textDecoration: 'underline' } });

/** The `:id` of the address, when it is a training id; anything else is not found. */
export const parseTrainingId = (raw: string | undefined): number | undefined =>
  raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;

export const loader: PageLoader = async (args) => {
  const id = parseTrainingId(args.params.id);
  if (id === undefined) return notFound();
  return prefetchOrNotFound(queryClientOf(args), trainingDetailQueryOptions(id));
};

/** /course/{id}: one training, its outline and the learner's enrolment (src/features/catalog/README.md). */
export function TrainingPage() {
  const { t } = useTranslation();
  const id = parseTrainingId(useParams().id);
  const { signedIn } = useSession();
  const training = useQuery({ ...trainingDetailQueryOptions(id ?? 0), enabled: id !== undefined });
  if (id === undefined || hasStatus(training.error, 404)) return <NotFoundPage />;

  let body: React.ReactNode;
  if (training.isPending) body = <TrainingSkeleton />;
  else if (training.isError) body = <RetryableError onRetry={training.refetch} />;
  else body = <TrainingDetails training={training.data} />;

  return (
    <div className={pageFrameStyle}>
      {signedIn && <BackLink to="/catalog" title={t('Catalogue')} />}
      {body}
    </div>
  );
}

function TrainingSkeleton() {
  return (
    <div className={css({ display: 'grid', gap: '6' })} aria-busy="true" data-testid="training-loading">
      <div className={hero}>
        <div className={css({ display: 'grid', gap: '3' })}>
          <Skeleton height={36} width="80%" />
          <SkeletonText lines={3} />
        </div>
        <Skeleton height="auto" className={css({ aspectRatio: '16 / 9' })} />
      </div>
      <SkeletonText lines={6} />
    </div>
  );
}

function TrainingDetails({ training }: { training: TrainingDetail }) {
  const translator = useTranslation();
  const { t, langcode, formatPlural, formatCurrency } = translator;
  const lessonCount = training.outline.reduce((sum, module) => sum + module.lessons.length, 0);
  const vocabularies = [...new Set(training.terms.map((term) => term.vocabulary))];

  const goToNextLesson = () => {
    const next = nextLesson(training);
    const element = next && document.getElementById(lessonElementId(next.id));
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  };

  return (
    <article className={css({ display: 'grid', gap: '8' })}>
      <DocumentTitle title={training.title} />
      <header className={hero}>
        <div className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
          <PageHeading>{training.title}</PageHeading>
          <p className={css({ margin: 0, fontSize: 'lg', color: 'fg.muted' })}>
            <bdi>{training.summary}</bdi>
          </p>
          <dl className={factListStyle}>
            <dt>{t('Duration')}</dt>
            <dd>{formatDuration(training.duration_minutes, translator)}</dd>
            <dt>{t('Language')}</dt>
            <dd>{languageName(training.language, langcode)}</dd>
            <dt>{t('Lessons')}</dt>
            <dd>{formatPlural(lessonCount, '@count lesson', '@count lessons')}</dd>
            <dt>{t('Price')}</dt>
            <dd>
              {training.free ? t('Free') : formatCurrency(training.price ?? 0, training.currency || 'EUR')}
            </dd>
          </dl>
        </div>
        {training.image ? (
          <img src={training.image} alt="" className={cover} />
        ) : (
          <ImagePlaceholder icon={BookOpen} className={css({ borderRadius: 'l3' })} />
        )}
      </header>
      <div className={layout}>
        <div className={css({ display: 'grid', gap: '8', minWidth: 0 })}>
          <section aria-labelledby="about-title" className={css({ display: 'grid', gap: '2' })}>
            <h2 id="about-title" className={sectionTitle}>
              {t('About this training')}
            </h2>
            <SanitizedHtml html={training.description} />
          </section>
          <CourseOutline training={training} />
        </div>
        {/* On a phone the enrolment comes right after the header, before the long description. */}
        <div className={css({ display: 'grid', gap: '6', minWidth: 0, order: { base: -1, lg: 0 } })}>
          <EnrolmentPanel training={training} onContinue={goToNextLesson} />
          {training.instructors.length > 0 && (
            <section aria-labelledby="instructors-title" className={css({ display: 'grid', gap: '3' })}>
              <h2 id="instructors-title" className={sectionTitle}>
                {formatPlural(training.instructors.length, 'Instructor', 'Instructors')}
              </h2>
              <ul className={people}>
                {training.instructors.map((person) => (
                  <li key={person.uid} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
                    <Avatar name={person.full_name} src={person.avatar} />
                    <div className={css({ display: 'grid', minWidth: 0 })}>
                      <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
                        <bdi>{person.full_name}</bdi>
                      </span>
                      {person.job_title && (
                        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                          <bdi>{person.job_title}</bdi>
                        </span>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {training.terms.length > 0 && (
            <section aria-labelledby="tags-title" className={css({ display: 'grid', gap: '3' })}>
              <h2 id="tags-title" className={sectionTitle}>
                {t('Tags')}
              </h2>
              <ul className={tagList}>
                {vocabularies.flatMap((vocabulary) =>
                  training.terms
                    .filter((term) => term.vocabulary === vocabulary)
                    .map((term) => (
                      <li key={term.tid}>
                        <Badge>
                          <Link to={`/catalog?${vocabulary}=${term.tid}`} className={tagLink}>
                            <bdi>{term.name}</bdi>
                          </Link>
                        </Badge>
                      </li>
                    )),
                )}
              </ul>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}

export { TrainingPage as Component };
