import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { PREFETCHED_STALE_TIME_MS } from '@/api/query-client';
import { defaultAppearance } from '@/api/storefront-sections';
import { z } from '@/api/zod-mini';
import type { FieldDescriptor } from '../field-types';

/**
 * Building blocks the section types share: lenient parsers (a field the server left out or
 * filled with garbage falls back to a safe default rather than breaking the page), common
 * form fields and the common part of a new section's data.
 */
export const text = z.catch(z.string(), '');
export const nullableText = z.catch(z.nullable(z.string()), null);
export const ids = z.catch(z.array(z.coerce.number().check(z.int(), z.positive())), []);
export const size = z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(48)), 8);
export const lenientLink = { button_text: text, button_url: text };
/** A button's label and link in a type's strict contract (`contract.ts`). */
export const strictLink = { button_text: z.string(), button_url: z.string() };

const asObject = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

/** Parses server data with a lenient schema; never throws. */
export const lenient = <T>(schema: z.core.$ZodType<T>, value: unknown): T => z.parse(schema, asObject(value));

export const baseData = () => ({ appearance: { ...defaultAppearance() }, restrictions: [] });
export const emptyLink = () => ({ button_text: '', button_url: '' });

export const titleField = (required = true): FieldDescriptor => ({
  name: 'title',
  label: 'Title',
  kind: 'text',
  required,
});
export const descriptionField: FieldDescriptor = {
  name: 'description',
  label: 'Description',
  kind: 'textarea',
};
export const imageFields: FieldDescriptor[] = [
  {
    name: 'image',
    label: 'Image',
    kind: 'image',
    nullable: true,
    help: 'PNG, JPEG, GIF, WebP or SVG, up to 5 MB.',
  },
  {
    name: 'image_alt',
    label: 'Image description',
    kind: 'text',
    help: 'Read aloud to people who cannot see the image. Leave empty if it is decorative.',
  },
];
export const buttonFields: FieldDescriptor[] = [
  { name: 'button_text', label: 'Button label', kind: 'text', pairedWith: 'button_url' },
  {
    name: 'button_url',
    label: 'Button link',
    kind: 'url',
    pairedWith: 'button_text',
    help: 'A path on this site such as /storefront, or a full address.',
  },
];
export const htmlField: FieldDescriptor = {
  name: 'html',
  label: 'Text',
  kind: 'html',
  help: 'Format the text with the toolbar: headings, lists, quotes, bold, italic and links. Pictures and tables already in the text are kept.',
};
export const sizeField: FieldDescriptor = {
  name: 'size',
  label: 'How many',
  kind: 'number',
  min: 1,
  max: 48,
};

/**
 * A section's own list (trainings, categories): `queryOf` gives the query options its View asks
 * for, and `prefetch` (the definition's) starts the same query from the page's loader, as soon as
 * the storefront's response arrives. The response stays fresh long enough for the View to take it
 * rather than ask again (docs/performance.md, "First load").
 */
export function sectionList<Settings, Data, Key extends QueryKey>(
  settingsSchema: z.core.$ZodType<Settings>,
  optionsOf: (settings: Settings) => UseQueryOptions<Data, Error, Data, Key>,
) {
  const queryOf = (settings: Settings): UseQueryOptions<Data, Error, Data, Key> => ({
    ...optionsOf(settings),
    staleTime: PREFETCHED_STALE_TIME_MS,
  });
  const prefetch = (data: { settings: unknown }, queryClient: QueryClient): Promise<void> =>
    queryClient.prefetchQuery(queryOf(lenient(settingsSchema, data.settings)));
  return { queryOf, prefetch };
}
