import { CalendarDays } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { peopleQueryOptions } from '@/api/availability';
import { organizationsQueryOptions } from '@/api/organizations';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { useTranslation } from '@/i18n';
import { BackLink, EmptyState, Page } from '@/ui';
import { AvailabilityPanel } from '../AvailabilityPanel';
import { prefetchCalendar } from '../calendar-query';
import { FIRST_PEOPLE_QUERY, PeopleList } from '../people/PeopleList';

const layout = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', lg: 'token(sizes.72) minmax(0, 1fr)' },
  alignItems: 'start',
});

/** The person whose calendar the address opens (`?person=<uid>`), if any. */
export const personOf = (params: URLSearchParams): number | undefined =>
  Number(params.get('person')) || undefined;

/** The people list with its organisation filter, and the calendar of the person the address opens. */
export const loader: PageLoader = async (args) => {
  const queryClient = queryClientOf(args);
  const params = new URL(args.request.url).searchParams;
  const uid = personOf(params);
  await Promise.all([
    queryClient.prefetchQuery(organizationsQueryOptions()),
    queryClient.prefetchQuery(peopleQueryOptions(FIRST_PEOPLE_QUERY)),
    uid ? prefetchCalendar(queryClient, uid, params) : undefined,
  ]);
  return null;
};

/**
 * /course-administration/availability: pick a person, see and edit their
 * calendar. The person is in the URL (`?person=<uid>`) with their name, so a
 * reload comes back to the same calendar.
 */
export function ManageAvailabilityPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const uid = personOf(params);
  const name = params.get('name') ?? '';
  // On a phone the calendar is below the whole list: a person chosen there brings it into view,
  // and the focus with it. Where it is already in view (beside the list) the focus stays in the list.
  const heading = useRef<HTMLHeadingElement>(null);
  const chosen = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it looks once the chosen person's calendar is there
  useEffect(() => {
    const element = heading.current;
    if (!chosen.current || !element) return;
    chosen.current = false;
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) element.focus();
  }, [uid]);

  return (
    <Page
      title={t('Availability calendars')}
      back={<BackLink to="/course-administration" title={t('Course administration')} redirect />}
    >
      <div className={layout}>
        <PeopleList
          selectedUid={uid}
          onSelect={(person, fullName) => {
            chosen.current = true;
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('person', String(person));
                next.set('name', fullName);
                return next;
              },
              { preventScrollReset: true },
            );
          }}
        />
        {uid ? (
          <section aria-labelledby={headingId} className={css({ display: 'grid', gap: '4', minWidth: 0 })}>
            <h2
              id={headingId}
              ref={heading}
              tabIndex={-1}
              className={css({
                fontSize: 'xl',
                fontWeight: 'bold',
                margin: 0,
                overflowWrap: 'anywhere',
                outline: 'none',
              })}
            >
              {name ? t('Calendar of @name', { '@name': name }) : t('Calendar')}
            </h2>
            <AvailabilityPanel key={uid} uid={uid} headingLevel={3} />
          </section>
        ) : (
          <EmptyState
            icon={CalendarDays}
            title={t('Choose a person')}
            description={t('Pick someone in the list to see and edit their availability.')}
          />
        )}
      </div>
    </Page>
  );
}

export { ManageAvailabilityPage as Component };
