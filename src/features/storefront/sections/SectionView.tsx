import { memo } from 'react';
import { findSectionType } from './registry';
import type { SectionProps } from './types';

/** Renders any section of the library; an unknown type renders nothing rather than breaking the page. */
export const SectionView = memo(function SectionView({ section, pageLink }: SectionProps) {
  const View = findSectionType(section.type)?.View;
  return View ? <View section={section} pageLink={pageLink} /> : null;
});
