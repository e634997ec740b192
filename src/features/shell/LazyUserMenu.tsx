import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import type { Me } from '@/api/session';
import { unlessLeaving, watchLeaving } from '@/lib/unless-leaving';
import { whenIdle } from '@/lib/when-idle';
import { UserMenuPlaceholder } from './UserMenuFace';

// Code that cannot be fetched leaves the header as it is, with a menu that does not open, rather
// than putting the error screen over the page.
const UserMenu = lazy(async () => {
  try {
    return { default: (await unlessLeaving(() => import('./UserMenu'))).UserMenu };
  } catch (error) {
    console.error('The user menu could not be loaded', error);
    return {
      default: ({ me }: { me: Me & { uid: number } }) => <UserMenuPlaceholder me={me} onPress={() => {}} />,
    };
  }
});

/**
 * True once nothing is being fetched and the browser has had an idle moment: the page's own code
 * and responses came first.
 */
function usePageSettled(): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || fetching > 0) return;
    return whenIdle(() => setSettled(true));
  }, [fetching, settled]);
  return settled;
}

/**
 * The user menu, whose menu machine (Ark's menu, positioning, dismissal) is not in the first load:
 * its code is fetched once the page has settled, or as soon as the button is pressed, so on a slow
 * phone it does not compete with what the page renders first (docs/performance.md, "Rules"). Until
 * then the button is rendered as it will look.
 */
export function LazyUserMenu({ me }: { me: Me & { uid: number } }) {
  // A press that comes before the code is not lost: the menu opens as it arrives.
  const [pressedEarly, setPressedEarly] = useState(false);
  const settled = usePageSettled();
  const loading = settled || pressedEarly;
  // Its code is asked for once the page has settled, maybe as the user leaves, when the browser
  // refuses it: the page is watched for leaving from the menu's first commit until then
  // (src/lib/unless-leaving.ts). A layout effect, so that no departure slips in before it.
  useLayoutEffect(() => (loading ? undefined : watchLeaving()), [loading]);
  const placeholder = <UserMenuPlaceholder me={me} onPress={() => setPressedEarly(true)} />;
  if (!loading) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenu me={me} defaultOpen={pressedEarly} />
    </Suspense>
  );
}
