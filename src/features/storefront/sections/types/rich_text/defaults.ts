import type { SectionOf } from '@/api/storefront-sections';
import { baseData } from '../shared';

export const defaults = (): SectionOf<'rich_text'>['data'] => ({
  ...baseData(),
  content: { html: '' },
  settings: { columns: 1 },
});
