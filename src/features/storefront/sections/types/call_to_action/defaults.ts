import type { SectionOf } from '@/api/storefront-sections';
import { baseData, emptyLink } from '../shared';

export const defaults = (): SectionOf<'call_to_action'>['data'] => ({
  ...baseData(),
  content: { title: '', text: '', ...emptyLink() },
  settings: { style: 'primary' },
});
