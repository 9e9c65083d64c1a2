import fc from 'fast-check';
import { expect } from 'vitest';
import { PAGE_LOAD_AUTO_RELOADS } from '@/domain/constants';
import { defineModelTests, guardProperty } from '@/machines/-testing/model';
import { pageLoadMachine } from '@/machines/page-load.machine';

defineModelTests('page-load', {
  machine: pageLoadMachine,
  inputs: [{ reloadCount: 0 }, { reloadCount: PAGE_LOAD_AUTO_RELOADS }],
  expectations: {
    reloading: ({ emitted, context }) => {
      expect(emitted.at(-1)).toEqual({ type: 'page.reload', reloadCount: context.reloadCount });
    },
  },
  properties: [
    guardProperty({
      name: `a failed load reloads by itself only ${PAGE_LOAD_AUTO_RELOADS} time(s), then shows "Something went wrong"`,
      arbitrary: fc.integer({ min: 0, max: 5 }),
      input: (reloadCount) => ({ reloadCount }),
      event: () => ({ type: 'page.failed' }),
      holds: (reloadCount) => reloadCount < PAGE_LOAD_AUTO_RELOADS,
      then: (reloadCount, v, holds) => {
        expect(v.snapshot.value).toBe(holds ? 'reloading' : 'failed');
        if (holds) expect(v.emitted).toEqual([{ type: 'page.reload', reloadCount: reloadCount + 1 }]);
      },
    }),
  ],
});
