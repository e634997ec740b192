import { useQuery } from '@tanstack/react-query';
import { languagesQueryOptions } from '@/api/languages';
import { organizationsQueryOptions } from '@/api/organizations';
import { countriesQueryOptions } from '@/api/settings';
import type { RestrictionType } from '@/api/storefront';
import { taxonomyTermsQueryOptions } from '@/api/taxonomy';

export interface RestrictionOption {
  value: string | number;
  label: string;
}

export interface RestrictionOptions {
  options: RestrictionOption[];
  isPending: boolean;
  isError: boolean;
}

/**
 * The choices of one restriction type (docs/product.md §3, dropdown options):
 * languages {langcode, name}, countries {code, name}, organizations {id, name}
 * (every page), a vocabulary's taxonomy terms {tid, name} (every page), or the
 * options the settings list inline.
 */
export function useRestrictionOptions(restriction: RestrictionType): RestrictionOptions {
  const { source } = restriction;
  const languages = useQuery({ ...languagesQueryOptions(), enabled: source === 'languages' });
  const countries = useQuery({ ...countriesQueryOptions(), enabled: source === 'countries' });
  const organizations = useQuery({ ...organizationsQueryOptions(), enabled: source === 'organizations' });
  const terms = useQuery({
    ...taxonomyTermsQueryOptions({ machine_name: restriction.type }),
    enabled: source === 'vocabulary',
  });
  const state = (query: { isPending: boolean; isError: boolean }) => ({
    isPending: query.isPending,
    isError: query.isError,
  });
  switch (source) {
    case 'languages':
      return {
        options: (languages.data ?? []).map((language) => ({
          value: language.langcode,
          label: language.name,
        })),
        ...state(languages),
      };
    case 'countries':
      return {
        options: (countries.data ?? []).map((country) => ({ value: country.code, label: country.name })),
        ...state(countries),
      };
    case 'organizations':
      return {
        options: (organizations.data ?? []).map((organization) => ({
          value: organization.id,
          label: organization.name,
        })),
        ...state(organizations),
      };
    case 'vocabulary':
      return {
        options: (terms.data ?? []).map((term) => ({ value: term.tid, label: term.name })),
        ...state(terms),
      };
    default:
      return { options: restriction.options ?? [], isPending: false, isError: false };
  }
}
