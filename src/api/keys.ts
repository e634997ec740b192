/**
 * Query-key factories, one per cache tag of docs/product.md §7 (Users, Trainings,
 * Subscriptions, Incentives*, Storefront*, AvailabilityCalendar*, Videos,
 * Archive, Catalog*). Every key of an area starts with its tag, so
 * `invalidateQueries({ queryKey: keys.<area>.all })` clears the whole area —
 * how RTK Query's tags map onto TanStack Query. Add keys to the area they
 * belong to; never build a key by hand in a component.
 */
const tag = <T extends string>(name: T) => [name] as const;

export const keys = {
  session: {
    all: tag('Session'),
    me: () => [...keys.session.all, 'me'] as const,
    masquerade: () => [...keys.session.all, 'masquerade'] as const,
  },
  settings: {
    all: tag('Settings'),
    byType: (type: string) => [...keys.settings.all, type] as const,
    publicConfig: () => [...keys.settings.all, 'public'] as const,
    site: () => [...keys.settings.all, 'site'] as const,
    branding: () => [...keys.settings.all, 'branding'] as const,
    cookieDisclaimer: () => [...keys.settings.all, 'cookie-disclaimer'] as const,
  },
  appearance: {
    all: tag('Appearance'),
    detail: (attributes: readonly string[]) => [...keys.appearance.all, [...attributes]] as const,
  },
  languages: {
    all: tag('Languages'),
    list: (params: object = {}) => [...keys.languages.all, params] as const,
  },
  translations: {
    all: tag('Translations'),
    language: (langcode: string) => [...keys.translations.all, langcode] as const,
  },
  navigation: {
    all: tag('Navigation'),
    tree: () => [...keys.navigation.all, 'tree'] as const,
  },
  users: {
    all: tag('Users'),
    list: (filters: object = {}) => [...keys.users.all, 'list', filters] as const,
    everyone: (filters: object = {}) => [...keys.users.all, 'everyone', filters] as const,
    profile: (uid: number) => [...keys.users.all, 'profile', uid] as const,
  },
  trainings: {
    all: tag('Trainings'),
    list: (params: object = {}) => [...keys.trainings.all, 'list', params] as const,
    search: (params: object) => [...keys.trainings.all, 'search', params] as const,
  },
  subscriptions: {
    all: tag('Subscriptions'),
    mine: (params: object = {}) => [...keys.subscriptions.all, 'mine', params] as const,
  },
  videos: {
    all: tag('Videos'),
    lists: () => [...keys.videos.all, 'list'] as const,
    list: (params: object) => [...keys.videos.lists(), params] as const,
    filters: () => [...keys.videos.all, 'filters'] as const,
    detail: (id: number) => [...keys.videos.all, 'detail', id] as const,
    transcript: (id: number, language: string) => [...keys.videos.all, 'transcript', id, language] as const,
  },
  archive: { all: tag('Archive') },
  catalog: {
    all: tag('Catalog'),
    training: (id: number) => [...keys.catalog.all, 'training', id] as const,
    facets: (params: object) => [...keys.catalog.all, 'facets', params] as const,
  },
  pages: {
    all: tag('Pages'),
    detail: (slug: string) => [...keys.pages.all, slug] as const,
  },
  taxonomy: {
    all: tag('CatalogTaxonomy'),
    terms: (params: object) => [...keys.taxonomy.all, 'terms', params] as const,
    vocabularies: () => [...keys.taxonomy.all, 'vocabularies'] as const,
  },
  organizations: {
    all: tag('Organizations'),
    everyone: () => [...keys.organizations.all, 'everyone'] as const,
  },
  incentives: {
    all: tag('Incentives'),
    wallet: () => [...keys.incentives.all, 'wallet'] as const,
    products: () => [...keys.incentives.all, 'products'] as const,
    productList: (query: object) => [...keys.incentives.products(), 'list', query] as const,
    product: (id: number) => [...keys.incentives.products(), 'detail', id] as const,
    shopLists: () => [...keys.incentives.all, 'shop', 'list'] as const,
    shopList: (query: object) => [...keys.incentives.shopLists(), query] as const,
    shopItems: () => [...keys.incentives.all, 'shop', 'item'] as const,
    shopItem: (id: number) => [...keys.incentives.shopItems(), id] as const,
    shopInfo: () => [...keys.incentives.all, 'shop-info'] as const,
    checkout: () => [...keys.incentives.all, 'checkout'] as const,
    rules: () => [...keys.incentives.all, 'settings', 'rules'] as const,
    shopSettings: () => [...keys.incentives.all, 'settings', 'shop'] as const,
    schedules: () => [...keys.incentives.all, 'schedules'] as const,
    scheduleList: (query: object) => [...keys.incentives.schedules(), 'list', query] as const,
    schedule: (id: number) => [...keys.incentives.schedules(), 'detail', id] as const,
    transactions: () => [...keys.incentives.all, 'transactions'] as const,
    transactionList: (query: object) => [...keys.incentives.transactions(), 'list', query] as const,
    transaction: (id: number) => [...keys.incentives.transactions(), 'detail', id] as const,
    leaderboard: (query: object) => [...keys.incentives.all, 'leaderboard', query] as const,
  },
  storefront: {
    all: tag('Storefront'),
    public: (query: object) => [...keys.storefront.all, 'public', query] as const,
    settings: () => [...keys.storefront.all, 'settings'] as const,
    section: (id: number, language: string) => [...keys.storefront.all, 'section', id, language] as const,
    manage: (query: object) => [...keys.storefront.all, 'manage', query] as const,
    appearance: () => [...keys.storefront.all, 'appearance'] as const,
  },
  availability: {
    all: tag('AvailabilityCalendar'),
    slots: (query: object) => [...keys.availability.all, 'slots', query] as const,
    people: (query: object) => [...keys.availability.all, 'people', query] as const,
  },
} as const;
