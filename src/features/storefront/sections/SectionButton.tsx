import { css, cx } from 'styled-system/css';
import { Link } from '@/ui/Link';
import { wrappingButton } from '@/ui/wrapping-button';

const surfaceColours = css({ bg: 'surface!', color: 'primary!' });
const outline = css({ borderColor: 'currentColor!' });
// Beside a text in a row (call to action), the button keeps its width and the text gives way.
const keepsItsWidth = css({ flexShrink: 0 });

/**
 * A section's button: a link to `to`, its administrator's label isolated in its own direction and
 * wrapped within the section on a phone. `onBrand`: solid in the surface colour, for a section on
 * the brand colour or an image; else outlined in the section's text colour.
 */
export function SectionButton({ to, label, onBrand }: { to: string; label: string; onBrand: boolean }) {
  return (
    <Link
      to={to}
      button={{ variant: onBrand ? 'solid' : 'outline', size: 'lg' }}
      className={cx(wrappingButton({ size: 'lg' }), keepsItsWidth, onBrand ? surfaceColours : outline)}
    >
      <bdi>{label}</bdi>
    </Link>
  );
}
