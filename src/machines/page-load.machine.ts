import { assign, emit, setup } from 'xstate';
import { PAGE_LOAD_AUTO_RELOADS } from '@/domain/constants';

export interface PageLoadContext {
  /** Reloads already made for a load failure in this tab (kept in sessionStorage across the reload). */
  reloadCount: number;
}

export type PageLoadEvent = { type: 'page.failed' } | { type: 'page.loaded' } | { type: 'page.retry' };

/** Asks the page to store the count and reload; or to forget the count after a good load. */
export type PageLoadEmitted = { type: 'page.reload'; reloadCount: number } | { type: 'page.reloadCountReset' };

/**
 * docs/requirements.md §2 Load failure: a failure to load a page triggers one automatic reload, then a "Something went wrong"
 * screen with a Try Again action.
 */
export const pageLoadMachine = setup({
  types: {
    context: {} as PageLoadContext,
    events: {} as PageLoadEvent,
    input: {} as { reloadCount: number },
    emitted: {} as PageLoadEmitted,
  },
  guards: {
    mayReloadAutomatically: ({ context }) => context.reloadCount < PAGE_LOAD_AUTO_RELOADS,
  },
  actions: {
    countReload: assign({ reloadCount: ({ context }) => context.reloadCount + 1 }),
    resetReloadCount: assign({ reloadCount: 0 }),
    reloadPage: emit(({ context }) => ({ type: 'page.reload' as const, reloadCount: context.reloadCount })),
    forgetReloads: emit({ type: 'page.reloadCountReset' } as const),
  },
}).createMachine({
  id: 'pageLoad',
  description: 'Recovery from a page that failed to load.',
  meta: { spec: '§2 Load failure' },
  context: ({ input }) => ({ reloadCount: Math.max(0, Math.trunc(input.reloadCount) || 0) }),
  initial: 'watching',
  states: {
    watching: {
      description: 'The page is loading or loaded.',
      on: {
        'page.failed': [
          {
            guard: 'mayReloadAutomatically',
            target: 'reloading',
            actions: 'countReload',
            description: 'The first failure reloads the page by itself.',
          },
          { target: 'failed', description: 'After the automatic reload: the error screen.' },
        ],
        'page.loaded': {
          actions: ['resetReloadCount', 'forgetReloads'],
          description: 'A good load forgets earlier reloads.',
        },
      },
    },
    failed: {
      description: '"Something went wrong" with Try Again.',
      on: { 'page.retry': { target: 'reloading', description: 'Try Again reloads the page.' } },
    },
    reloading: {
      type: 'final',
      description: 'The page reloads; a new machine starts with the stored count.',
      entry: 'reloadPage',
    },
  },
});
