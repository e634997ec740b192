import { Outlet } from 'react-router';
import { NoticeProvider } from './shared/notices';

/** Wraps every incentives page: the toasts their saves and purchases raise. */
export function IncentivesLayout() {
  return (
    <NoticeProvider>
      <Outlet />
    </NoticeProvider>
  );
}
