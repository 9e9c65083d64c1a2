import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, EmptyToaster } from '@/components/app-toaster';
import SonnerToaster from '@/components/sonner-toaster';
import { renderWithRouter } from '@/components/test-router';

afterEach(async () => {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
  document.body.innerHTML = '';
});

describe('AppToaster', () => {
  it("draws, until sonner's toaster is there, the very markup sonner's draws with no toast", () => {
    expect(renderToString(<EmptyToaster />)).toBe(renderToString(<SonnerToaster inEmployerArea={false} />));
  });

  it('loads sonner at once on a page drawn in the browser, and shows a toast made before it arrived', async () => {
    toast.success('Job saved');
    await renderWithRouter(() => <AppToaster />);
    expect(await screen.findByText('Job saved')).not.toBeNull();
  });

  it('on a prerendered page, waits for the first interaction, then shows the toasts made meanwhile', async () => {
    const router = () =>
      createRouter({ routeTree: createRootRoute({ component: AppToaster }), history: createMemoryHistory({ initialEntries: ['/'] }) });
    const server = router();
    await server.load();
    server.ssr = { manifest: undefined };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={server as never} />);
    document.body.append(container);

    const client = router();
    await client.load();
    client.ssr = { manifest: undefined };
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={client as never} />);
    });
    toast.info('Link copied');
    // sonner's chunk is in this file's imports already: a toaster asked for would be drawn within this act.
    await act(async () => {});
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    expect(screen.queryByText('Link copied')).toBeNull();

    fireEvent.pointerDown(document.body);
    expect(await screen.findByText('Link copied')).not.toBeNull();
  });
});
