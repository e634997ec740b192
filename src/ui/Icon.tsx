import type { LucideIcon } from 'lucide-react';
import { strokeWidthFor, useIconSettings } from './icon-settings';

export interface IconProps {
  icon: LucideIcon;
  /** Size in px (default 20). */
  size?: number;
  /** An accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
  /** Overrides the appearance's `filled` setting (e.g. an active state). */
  filled?: boolean;
}

/** Every icon of the interface: a lucide icon rendered with the appearance's icon settings. */
export function Icon({ icon: Glyph, size = 20, label, className, filled }: IconProps) {
  const settings = useIconSettings();
  const fill = (filled ?? settings.filled) ? 'currentColor' : 'none';
  return (
    <Glyph
      size={size}
      strokeWidth={strokeWidthFor(settings)}
      fill={fill}
      className={className}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
    />
  );
}
