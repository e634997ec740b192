import { queryOptions } from '@tanstack/react-query';
import type { z } from '@/api/zod-mini';
import { lazySchemas, requestParsed } from './client';
import { keys } from './keys';
import { SITE_CONFIG_STALE_TIME_MS } from './query-client';
import type { SettingsType } from './settings.constants';
import type { Branding, PublicConfig, SettingsSchemas, SiteSettings } from './settings.schemas';

export type {
  Branding,
  Country,
  Footer,
  GeneralSettings,
  LanguageOption,
  PublicConfig,
  SiteSettings,
} from './settings.schemas';

// Read on every first load: the schemas are fetched beside the call (client.ts, LazySchema).
const schema = lazySchemas(() => import('./settings.schemas'));

export { ACCESS_FLAGS, type AccessFlag, SETTINGS_TYPES, type SettingsType } from './settings.constants';

type SettingsData<T extends SettingsType> = z.infer<SettingsSchemas[T]>['data'];

/**
 * Reads one settings type. General settings' date_time_formats stay the PHP
 * date() patterns the server sends: the one formatter that reads them is
 * src/lib/php-date.ts, behind useFormatDate (src/i18n/date-format.tsx).
 */
export async function getSettings<T extends SettingsType>(
  type: T,
  signal?: AbortSignal,
): Promise<SettingsData<T>> {
  const typed: () => Promise<z.core.$ZodType<{ data: SettingsData<T> }>> = async () =>
    (await schema('settingsSchemas')())[type];
  return (await requestParsed(typed, 'settings', { query: { type }, signal })).data;
}

export const settingsQueryOptions = <T extends SettingsType>(type: T) =>
  queryOptions({
    queryKey: keys.settings.byType(type),
    queryFn: ({ signal }) => getSettings(type, signal),
    staleTime: SITE_CONFIG_STALE_TIME_MS,
  });

export const generalSettingsQueryOptions = () => settingsQueryOptions('general');
export const footerQueryOptions = () => settingsQueryOptions('footer');
export const countriesQueryOptions = () => settingsQueryOptions('countries');

// Paths docs/architecture.md leaves to us (docs/api/README.md).

export const getPublicConfig = async (signal?: AbortSignal): Promise<PublicConfig> =>
  (await requestParsed(schema('publicConfigResponseSchema'), 'config/public', { signal })).data;
export const getSiteSettings = async (signal?: AbortSignal): Promise<SiteSettings> =>
  (await requestParsed(schema('siteSettingsResponseSchema'), 'settings/site', { signal })).data;
export const getBranding = async (signal?: AbortSignal): Promise<Branding> =>
  (await requestParsed(schema('brandingResponseSchema'), 'settings/branding', { signal })).data;

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: keys.settings.publicConfig(),
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: SITE_CONFIG_STALE_TIME_MS,
  });
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: keys.settings.site(),
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: SITE_CONFIG_STALE_TIME_MS,
  });
export const brandingQueryOptions = () =>
  queryOptions({
    queryKey: keys.settings.branding(),
    queryFn: ({ signal }) => getBranding(signal),
    staleTime: SITE_CONFIG_STALE_TIME_MS,
  });
