import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';

/**
 * Stories of multi-page flows (checkout → success, create → list) mount the
 * pages under their real paths as descendant routes of the story's router.
 */
export function StoryRoutes({ pages }: { pages: Record<string, ComponentType> }) {
  return (
    <Routes>
      {Object.entries(pages).map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>
  );
}
