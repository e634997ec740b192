import { useDeferredValue } from 'react';
import { Outlet, useLocation } from 'react-router';
import { decideGates, type Gate } from '@/api/access';
import { hasStatus } from '@/api/errors';
import { isAuthenticated } from '@/api/session';
import { generalSettingsQueryOptions, publicConfigQueryOptions } from '@/api/settings';
import { useQuery } from '@/api/use-query';
import { loginPathFor, useSession } from '@/features/auth';
import { useDelayedHide } from '@/features/shell';
import { Redirect } from '@/lib/redirect';
import { LoadingOverlay } from '@/ui/LoadingOverlay';

/** 401 and 403 already send the user to login or /denied (see query wiring): show nothing meanwhile. */
const isRedirecting = (error: unknown) => hasStatus(error, 401, 403);

/** docs/product.md §2/§6: anonymous visitors go to /user/login?redirectTo=<current path>. */
export function RequireAuth() {
  const location = useLocation();
  const session = useSession();
  // The page below mounts in a render React can interrupt, not in the one the session's response
  // triggers (docs/performance.md, "Long tasks").
  const me = useDeferredValue(session.me);
  if (session.error) {
    if (isRedirecting(session.error)) return <LoadingOverlay source="auth-redirect" />;
    throw session.error;
  }
  // The shell's overlay covers the screen while the session loads (use-shell-loading.ts): one is enough.
  if (session.isPending || !me) return null;
  if (!isAuthenticated(me)) return <Redirect to={loginPathFor(location)} />;
  return <Outlet />;
}

/**
 * docs/product.md §2 "Feature-gated routes": reads the general settings; any flag not
 * true → /denied (or /not-found for `notFound` entries). The loader shows at
 * once and hides 500 ms after the settings arrive and the page is rendered.
 */
export function FeatureGate({ gate }: { gate: Gate | readonly Gate[] }) {
  const settings = useQuery(generalSettingsQueryOptions());
  // The page below mounts in a render React can interrupt (docs/performance.md, "Long tasks").
  const data = useDeferredValue(settings.data);
  // Counted from the render that shows the page, not from the settings' arrival: the render
  // between the two already has the shell's overlay gone (AppShell waits for the same settings).
  const showLoader = useDelayedHide(data === undefined);
  if (settings.error) {
    if (isRedirecting(settings.error)) return <LoadingOverlay source="gate-redirect" />;
    throw settings.error;
  }
  if (!data) {
    // While the settings load the shell's overlay covers the screen; once they are here this one
    // does, until the page is rendered, so the screen never shows an empty page between the two.
    return settings.isPending ? null : <LoadingOverlay source="feature-gate" />;
  }
  const decision = decideGates(data, gate);
  if (decision === 'denied') return <Redirect to="/denied" />;
  if (decision === 'not-found') return <Redirect to="/not-found" />;
  return (
    <>
      <Outlet />
      {showLoader && <LoadingOverlay source="feature-gate" />}
    </>
  );
}

/**
 * docs/product.md §2, route `/`: nothing while the public configuration loads or is
 * missing; signed-in users go to /dashboard; visitors go to /user/login when
 * the catalogue or the storefront page is off; otherwise the storefront home.
 */
export function HomeGate() {
  const session = useSession();
  // The home mounts in a render React can interrupt (docs/performance.md, "Long tasks").
  const config = useDeferredValue(useQuery(publicConfigQueryOptions()).data);
  const me = useDeferredValue(session.me);
  if (!config || session.isPending || !me) return null;
  if (isAuthenticated(me)) return <Redirect to="/dashboard" />;
  if (!config.catalog || !config.storefront_page) return <Redirect to="/user/login" />;
  return <Outlet />;
}
