/**
 * Query-key factories, one per cache tag of SPEC.md §7. Invalidating a tag's
 * `all` key clears every query under it, which is how RTK Query's tags map onto
 * TanStack Query.
 */
const tag = <T extends string>(name: T) => [name] as const;

export const keys = {
  incentives: {
    all: tag('Incentives'),
    wallet: () => [...keys.incentives.all, 'wallet'] as const,
  },
} as const;
