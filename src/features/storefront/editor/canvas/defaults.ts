import type { Section, SectionType } from '../model';

/** What a new section of each type starts with. */
export function defaultSectionData(type: SectionType): Partial<Section['data']> {
  const appearance = { spacing: 'medium', width: 'normal' };
  switch (type) {
    case 'trainings':
      return { appearance, settings: { type: 'all', sorting: 'newest', size: 6 } };
    case 'categories':
      return { appearance, settings: { vocabulary: 'topics', terms: [] } };
    case 'image_text':
      return { appearance, settings: { imagePosition: 'start' } };
    case 'carousel':
      return {
        appearance,
        content: { title: '', slides: [] },
        settings: { autoplay: false, interval: 6000 },
      };
    default:
      return { appearance };
  }
}
