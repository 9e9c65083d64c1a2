import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, toPromise } from 'xstate';
import { DATA_LOADING_TIMEOUT_MS } from '@/domain/constants';
import {
  profileLoadingMachine, type CompanyData, type ContactData, type FetchOutcome,
} from '@/machines/profile-loading.machine';

const COMPANY: CompanyData = {
  id: '7f1c1a8e-2b7c-4b7e-9a55-0f3f1c1d2e3f', full_name: 'Himal Tech', industry_type: 'Technology',
  description: '', website: '', address: 'Lalitpur', logo: null, logo_url: null, updated_at: '2025-04-14T06:00:00Z',
};
const CONTACT: ContactData = { address: 'Lalitpur', phone: '+977 1 5555555', email: 'hr@himal.com.np' };

const answer = <T,>(outcome: FetchOutcome<T>) => fromPromise<FetchOutcome<T>, void>(async () => outcome);
const failing = <T,>() =>
  fromPromise<FetchOutcome<T>, void>(async () => {
    throw new Error('Server error');
  });
const hanging = <T,>() => fromPromise<FetchOutcome<T>, void>(() => new Promise(() => {}));

type Loader<T> = ReturnType<typeof answer<T>>;

function start(loadCompany: Loader<CompanyData>, loadContact: Loader<ContactData>) {
  const clock = new SimulatedClock();
  const actor = createActor(profileLoadingMachine.provide({ actors: { loadCompany, loadContact } }), { clock });
  actor.start();
  return { actor, clock };
}

describe('profile loading machine (docs/requirements.md §4 Company and contact data)', () => {
  it('starts loading both parts', () => {
    const { actor } = start(hanging(), hanging());
    expect(actor.getSnapshot().matches({ loading: { company: 'fetching', contact: 'fetching' } })).toBe(true);
  });

  it('ends loaded with both parts', async () => {
    const { actor } = start(answer({ outcome: 'loaded', data: COMPANY }), answer({ outcome: 'loaded', data: CONTACT }));
    const output = await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(output).toEqual({ result: 'loaded', company: COMPANY, contact: CONTACT, failed: false });
  });

  it('gives empty data for a 404 / not-found', async () => {
    const { actor } = start(answer({ outcome: 'notFound' }), answer({ outcome: 'notFound' }));
    expect(await toPromise(actor)).toEqual({ result: 'loaded', company: null, contact: null, failed: false });
  });

  it('ends unauthorized when the company call gets a 401', async () => {
    const { actor } = start(answer({ outcome: 'unauthorized' }), hanging());
    expect((await toPromise(actor)).result).toBe('unauthorized');
    expect(actor.getSnapshot().value).toBe('unauthorized');
  });

  it('ends unauthorized when the contact call gets a 401', async () => {
    const { actor } = start(answer({ outcome: 'loaded', data: COMPANY }), answer({ outcome: 'unauthorized' }));
    expect((await toPromise(actor)).result).toBe('unauthorized');
  });

  it('keeps the other part and flags the failure when the company call fails', async () => {
    const { actor } = start(failing(), answer({ outcome: 'loaded', data: CONTACT }));
    expect(await toPromise(actor)).toEqual({ result: 'loaded', company: null, contact: CONTACT, failed: true });
  });

  it('flags the failure when the contact call fails', async () => {
    const { actor } = start(answer({ outcome: 'loaded', data: COMPANY }), failing());
    expect(await toPromise(actor)).toEqual({ result: 'loaded', company: COMPANY, contact: null, failed: true });
  });

  it('stops loading after 15 s and keeps what arrived', async () => {
    const { actor, clock } = start(answer({ outcome: 'loaded', data: COMPANY }), hanging());
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().matches({ loading: { company: 'done', contact: 'fetching' } })).toBe(true);

    clock.increment(DATA_LOADING_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);

    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(actor.getSnapshot().output).toEqual({ result: 'timedOut', company: COMPANY, contact: null, failed: false });
  });
});
