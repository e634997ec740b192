/**
 * Query-key factories, one per cache tag of SPEC.md §7 (Users, Trainings,
 * Subscriptions, Incentives*, Storefront*, AvailabilityCalendar*, Videos,
 * Archive, Catalog*). Every key of an area starts with its tag, so
 * `invalidateQueries({ queryKey: keys.<area>.all })` clears the whole area —
 * how RTK Query's tags map onto TanStack Query. Add keys to the area they
 * belong to; never build a key by hand in a component.
 */
const tag = <T extends string>(name: T) => [name] as const;

export const keys = {
  session: { all: tag('Session') },
  settings: { all: tag('Settings') },
  appearance: { all: tag('Appearance') },
  languages: { all: tag('Languages') },
  translations: { all: tag('Translations') },
  navigation: { all: tag('Navigation') },
  users: { all: tag('Users') },
  trainings: { all: tag('Trainings') },
  subscriptions: { all: tag('Subscriptions') },
  videos: { all: tag('Videos') },
  archive: { all: tag('Archive') },
  catalog: { all: tag('Catalog') },
  taxonomy: { all: tag('CatalogTaxonomy') },
  organizations: { all: tag('Organizations') },
  incentives: {
    all: tag('Incentives'),
    wallet: () => [...keys.incentives.all, 'wallet'] as const,
  },
  storefront: { all: tag('Storefront') },
  availability: { all: tag('AvailabilityCalendar') },
} as const;
