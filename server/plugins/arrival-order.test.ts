import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import arrivalOrderPlugin, { arrivalQueue } from './arrival-order';

describe('arrivalQueue', () => {
  it('admits one waiting request per turn, first come first served, and books no turn when none waits', () => {
    // Arrange: turns run only when the test says so.
    const turns: (() => void)[] = [];
    const enqueue = arrivalQueue((next) => turns.push(next));
    const admitted: string[] = [];

    // Act and assert
    for (const name of ['a', 'b', 'c']) enqueue(() => admitted.push(name));
    expect(admitted).toEqual([]);
    expect(turns).toHaveLength(1);

    turns.shift()!();
    expect(admitted).toEqual(['a']);
    enqueue(() => admitted.push('d')); // arrived while a ran: behind b and c
    turns.shift()!();
    turns.shift()!();
    expect(admitted).toEqual(['a', 'b', 'c']);
    turns.shift()!();
    expect(admitted).toEqual(['a', 'b', 'c', 'd']);
    expect(turns).toHaveLength(0);

    enqueue(() => admitted.push('e'));
    expect(turns).toHaveLength(1);
    turns.shift()!();
    expect(admitted.at(-1)).toBe('e');
  });

  it('keeps turning when an admitted request throws', () => {
    const turns: (() => void)[] = [];
    const enqueue = arrivalQueue((next) => turns.push(next));
    const admitted: string[] = [];
    enqueue(() => { throw new Error('boom'); });
    enqueue(() => admitted.push('next'));

    expect(() => turns.shift()!()).toThrow('boom');
    turns.shift()!();

    expect(admitted).toEqual(['next']);
  });
});

describe('the arrival-order plugin', () => {
  it('runs a request to its end before the next one starts, in the order they came', async () => {
    // Arrange: a handler that takes many microtask hops; without the queue, a second request starts in between.
    const app = Fastify();
    await app.register(arrivalOrderPlugin);
    const log: string[] = [];
    app.get('/work/:name', async (req) => {
      const { name } = req.params as { name: string };
      log.push(`${name} starts`);
      for (let i = 0; i < 20; i++) await Promise.resolve();
      log.push(`${name} ends`);
      return { name };
    });
    await app.ready();

    // Act
    const answers = await Promise.all(['a', 'b', 'c'].map((name) => app.inject({ url: `/work/${name}` })));

    // Assert
    expect(answers.map((r) => r.json())).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    await app.close();
  });
});
