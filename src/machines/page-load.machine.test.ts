import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pageLoadMachine, type PageLoadEmitted } from '@/machines/page-load.machine';

function start(reloadCount: number) {
  const actor = createActor(pageLoadMachine, { input: { reloadCount } });
  const emitted: PageLoadEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted };
}

describe('page-load machine (docs/requirements.md §2 Load failure)', () => {
  it('reloads once by itself on the first failure, storing the count', () => {
    const { actor, emitted } = start(0);
    actor.send({ type: 'page.failed' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(emitted).toEqual([{ type: 'page.reload', reloadCount: 1 }]);
  });

  it('shows "Something went wrong" when the page fails again after the automatic reload', () => {
    const { actor, emitted } = start(1);
    actor.send({ type: 'page.failed' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(emitted).toEqual([]);
  });

  it('reloads on Try Again without another automatic reload', () => {
    const { actor, emitted } = start(1);
    actor.send({ type: 'page.failed' });
    actor.send({ type: 'page.retry' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(emitted).toEqual([{ type: 'page.reload', reloadCount: 1 }]);
  });

  it('forgets earlier reloads after a good load, so a later failure reloads by itself again', () => {
    const { actor, emitted } = start(1);
    actor.send({ type: 'page.loaded' });
    expect(emitted).toEqual([{ type: 'page.reloadCountReset' }]);
    actor.send({ type: 'page.failed' });
    expect(emitted.at(-1)).toEqual({ type: 'page.reload', reloadCount: 1 });
  });

  it('treats a broken stored count as none', () => {
    const { actor } = start(Number.NaN);
    expect(actor.getSnapshot().context.reloadCount).toBe(0);
  });

  it('ignores Try Again before a failure', () => {
    const { actor } = start(0);
    actor.send({ type: 'page.retry' });
    expect(actor.getSnapshot().value).toBe('watching');
  });
});
