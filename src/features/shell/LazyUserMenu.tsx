import { lazy, Suspense, useState } from 'react';
import type { Me } from '@/api/session';
import { UserMenuPlaceholder } from './UserMenuFace';

// Code that cannot be fetched leaves the header as it is, with a menu that does not open, rather
// than putting the error screen over the page.
const UserMenu = lazy(async () => {
  try {
    return { default: (await import('./UserMenu')).UserMenu };
  } catch (error) {
    console.error('The user menu could not be loaded', error);
    return {
      default: ({ me }: { me: Me & { uid: number } }) => <UserMenuPlaceholder me={me} onPress={() => {}} />,
    };
  }
});

/**
 * The user menu, whose menu machine (Ark's menu, positioning, dismissal) is fetched only once a
 * signed-in header is drawn: a visitor's first load does not carry it (docs/performance.md,
 * "First load").
 */
export function LazyUserMenu({ me }: { me: Me & { uid: number } }) {
  // A press that comes before the code is not lost: the menu opens as it arrives.
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Suspense fallback={<UserMenuPlaceholder me={me} onPress={() => setPressedEarly(true)} />}>
      <UserMenu me={me} defaultOpen={pressedEarly} />
    </Suspense>
  );
}
