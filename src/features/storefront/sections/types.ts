import type { Section } from '../editor/model';

export interface SectionProps {
  section: Pick<Section, 'id' | 'type' | 'data'>;
}
