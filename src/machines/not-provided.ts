import { fromPromise } from 'xstate';

/**
 * The default for an actor a machine declares but does not implement (network calls): the route or session
 * provides the real one with `machine.provide({ actors })`, tests provide fakes.
 */
export function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The "${name}" actor was not provided`)));
}
