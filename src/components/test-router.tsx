import type { ReactNode } from 'react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';

/** Test helper: renders `ui` as the only route of a memory router, so <Link>s work. */
export async function renderWithRouter(ui: () => ReactNode, path = '/') {
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  // The app registers its own route tree type; this router has one route.
  return { router, ...render(<RouterProvider router={router as never} />) };
}
