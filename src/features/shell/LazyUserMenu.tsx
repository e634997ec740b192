import { useIsFetching } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { Me } from '@/api/session';
import { useTranslation } from '@/i18n';
import { watchLeaving } from '@/lib/unless-leaving';
import { whenIdle } from '@/lib/when-idle';
import { toast } from '@/ui/Toast';
import { lazyShellPart } from './lazy-shell-part';
import { UserMenuPlaceholder } from './UserMenuFace';

interface MenuProps {
  me: Me & { uid: number };
  defaultOpen: boolean;
  /** A press on the button whose menu could not be fetched: ask for it again, to open it. */
  onRetry: () => void;
  /** The code a press asked for could not be fetched. */
  onUnavailable: () => void;
}

/** The button, when the menu's code could not be fetched: a press asks again, and says so if in vain. */
function UserMenuUnavailable({ me, defaultOpen, onRetry, onUnavailable }: MenuProps) {
  useEffect(() => {
    if (defaultOpen) onUnavailable();
  }, [defaultOpen, onUnavailable]);
  return <UserMenuPlaceholder me={me} onPress={onRetry} />;
}

/** The menu's code, fetched once the page has settled or at the first press. */
const lazyUserMenu = () =>
  lazyShellPart<MenuProps>(
    'user menu',
    async () => (await import('./UserMenu')).UserMenu,
    UserMenuUnavailable,
  );

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
  const { t } = useTranslation();
  // A press that comes before the code is not lost: the menu opens as it arrives.
  const [pressedEarly, setPressedEarly] = useState(false);
  const settled = usePageSettled();
  const loading = settled || pressedEarly;
  // Its code is asked for once the page has settled, maybe as the user leaves, when the browser
  // refuses it: the page is watched for leaving from the menu's first commit until then
  // (src/lib/unless-leaving.ts). A layout effect, so that no departure slips in before it.
  useLayoutEffect(() => (loading ? undefined : watchLeaving()), [loading]);
  const [{ UserMenu }, setMenu] = useState(() => ({ UserMenu: lazyUserMenu() }));
  // A press asks for the code, again if it failed.
  const onRetry = useCallback(() => {
    setPressedEarly(true);
    setMenu({ UserMenu: lazyUserMenu() });
  }, []);
  // The press did nothing the user can see: the generic notice says so (docs/product.md §8).
  const failed = t('Something went wrong, please try again.');
  const onUnavailable = useCallback(() => {
    setPressedEarly(false);
    toast.error(failed);
  }, [failed]);
  const placeholder = <UserMenuPlaceholder me={me} onPress={onRetry} />;
  if (!loading) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenu me={me} defaultOpen={pressedEarly} onRetry={onRetry} onUnavailable={onUnavailable} />
    </Suspense>
  );
}
