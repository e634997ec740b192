import { memo } from 'react';
import { CallToActionSection } from './CallToActionSection';
import { CarouselSection } from './CarouselSection';
import { CategoriesSection } from './CategoriesSection';
import { HeroSection } from './HeroSection';
import { ImageTextSection } from './ImageTextSection';
import { RichTextSection } from './RichTextSection';
import { TrainingsSection } from './TrainingsSection';
import type { SectionProps } from './types';

const RENDERERS = {
  hero: HeroSection,
  rich_text: RichTextSection,
  trainings: TrainingsSection,
  categories: CategoriesSection,
  image_text: ImageTextSection,
  call_to_action: CallToActionSection,
  carousel: CarouselSection,
} as const;

/** Renders any section of the library; an unknown type renders nothing rather than breaking the page. */
export const SectionView = memo(function SectionView({ section, pageLink }: SectionProps) {
  const Renderer = (RENDERERS as Record<string, (props: SectionProps) => React.ReactNode>)[section.type];
  return Renderer ? <Renderer section={section} pageLink={pageLink} /> : null;
});
