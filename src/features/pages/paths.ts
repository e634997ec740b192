/** Where the content pages live, for other areas' links (sign-up links the terms and the privacy policy). */
export const PAGE_PATHS = { terms: '/page/terms', privacy: '/page/privacy' } as const;
