import { createBrowserRouter } from 'react-router';
import { css } from 'styled-system/css';
import { PointsBadge } from '@/features/incentives/wallet/PointsBadge';

function Home() {
  return (
    <header className={css({ display: 'flex', justifyContent: 'flex-end', padding: '4', bg: 'header.bg' })}>
      <PointsBadge linkToShop />
    </header>
  );
}

export const createAppRouter = () => createBrowserRouter([{ path: '*', element: <Home /> }]);
