import type { LoadedStorefront, SectionType } from '@/features/storefront/editor/model';

const TYPES: SectionType[] = [
  'hero',
  'rich_text',
  'trainings',
  'image_text',
  'call_to_action',
  'carousel',
  'categories',
];
const pixel =
  'data:image/svg+xml;utf8,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 4 3%22%3E%3Crect width=%224%22 height=%223%22 fill=%22%23cfd8e3%22/%3E%3C/svg%3E';

/** A realistic mix of every section type, deterministic. */
export function benchSections(count: number): LoadedStorefront['sections'] {
  return Array.from({ length: count }, (_, index) => {
    const type = TYPES[index % TYPES.length] as SectionType;
    const title = `Section ${index + 1}`;
    const content: Record<string, unknown> = {
      hero: { title, subtitle: 'Learn at your own pace', buttonLabel: 'Browse', buttonUrl: '/storefront' },
      rich_text: {
        title,
        body: '<p>Some <strong>formatted</strong> text with a <a href="/storefront">link</a>.</p><ul><li>One</li><li>Two</li></ul>',
      },
      trainings: { title },
      image_text: { title, body: '<p>An image beside some text.</p>', image: pixel, imageAlt: '' },
      call_to_action: { title, text: 'Join today.', buttonLabel: 'Sign up', buttonUrl: '/user/login' },
      carousel: {
        title,
        slides: [
          { title: 'First', text: 'One', image: pixel, imageAlt: '', url: '/storefront' },
          { title: 'Second', text: 'Two', image: pixel, imageAlt: '', url: '/storefront' },
        ],
      },
      categories: { title },
    }[type] as Record<string, unknown>;
    return {
      id: index + 1,
      type,
      weight: index,
      data: {
        content,
        settings:
          type === 'trainings'
            ? { type: 'all', sorting: 'newest', size: 4 }
            : type === 'categories'
              ? { vocabulary: 'topics' }
              : {},
        appearance: { spacing: 'small', width: 'normal', backgroundColor: index % 2 ? '#f4f6f8' : undefined },
        restrictions: [],
      },
    };
  });
}
