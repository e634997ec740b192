import type { Section } from '../editor/model';

export interface SectionProps {
  section: Pick<Section, 'id' | 'type' | 'data'>;
  /** The section's own page (/storefront/{id}), linked as "See all" where a section lists things. */
  pageLink?: string;
}
