import { defaultAppearance } from '@/api/storefront-sections';
import type { Section, SectionType } from '../model';

/** What a new section of each type starts with: complete data in the API's shape, content still to fill in. */
export function defaultSectionData(type: SectionType): Section['data'] {
  const base = { appearance: { ...defaultAppearance() }, restrictions: [] };
  const link = { button_text: '', button_url: '' };
  switch (type) {
    case 'hero':
      return {
        ...base,
        content: { title: '', subtitle: '', image: null, image_alt: '', ...link },
        settings: { height: 'medium', alignment: 'start', overlay: true },
      };
    case 'rich_text':
      return { ...base, content: { html: '' }, settings: { columns: 1 } };
    case 'trainings':
      return {
        ...base,
        content: { title: '', description: '' },
        settings: {
          type: 'all',
          sorting: 'newest',
          size: 8,
          trainings: [],
          vocabulary: null,
          tags: [],
          layout: 'grid',
        },
      };
    case 'categories':
      return {
        ...base,
        content: { title: '', description: '' },
        settings: { vocabulary: 'topics', terms: [], size: 8 },
      };
    case 'image_text':
      return {
        ...base,
        content: { title: '', html: '', image: null, image_alt: '' },
        settings: { image_position: 'start' },
      };
    case 'call_to_action':
      return { ...base, content: { title: '', text: '', ...link }, settings: { style: 'primary' } };
    case 'carousel':
      return { ...base, content: { slides: [] }, settings: { autoplay: false, interval: 6 } };
  }
}
