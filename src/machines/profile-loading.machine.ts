import { assign, setup } from 'xstate';
import type { components } from '@/api/schema.gen';
import { DATA_LOADING_TIMEOUT_MS } from '@/domain/constants';
import { notProvided } from '@/machines/not-provided';

export type CompanyData = components['schemas']['CompanyProfile'];
export type ContactData = components['schemas']['ContactInfo'];

/** What a load actor answers; any other failure rejects. */
export type FetchOutcome<T> = { outcome: 'loaded'; data: T } | { outcome: 'notFound' } | { outcome: 'unauthorized' };

export type ProfileLoadResult = 'loaded' | 'timedOut' | 'unauthorized';

export interface ProfileLoadOutput {
  result: ProfileLoadResult;
  company: CompanyData | null;
  contact: ContactData | null;
  /** A part failed for a reason other than 404 (network, 5xx). */
  failed: boolean;
}

interface ProfileLoadContext {
  result: ProfileLoadResult;
  company: CompanyData | null;
  contact: ContactData | null;
  failed: boolean;
}

/**
 * docs/requirements.md §4 Company and contact data: both load together; loading ends after 15 s; a 401 ends it as
 * unauthorized (the session then clears token and user); a 404 or not-found gives empty data.
 */
export const profileLoadingMachine = setup({
  types: {
    context: {} as ProfileLoadContext,
    output: {} as ProfileLoadOutput,
  },
  actors: {
    loadCompany: notProvided<FetchOutcome<CompanyData>, void>('loadCompany'),
    loadContact: notProvided<FetchOutcome<ContactData>, void>('loadContact'),
  },
  delays: {
    dataLoadingTimeout: DATA_LOADING_TIMEOUT_MS,
  },
  guards: {
    wasUnauthorized: (_, params: { outcome: FetchOutcome<unknown> }) => params.outcome.outcome === 'unauthorized',
  },
  actions: {
    keepCompany: assign({
      company: (_, params: { outcome: FetchOutcome<CompanyData> }) =>
        params.outcome.outcome === 'loaded' ? params.outcome.data : null,
    }),
    keepContact: assign({
      contact: (_, params: { outcome: FetchOutcome<ContactData> }) =>
        params.outcome.outcome === 'loaded' ? params.outcome.data : null,
    }),
    markPartFailed: assign({ failed: true }),
    markLoaded: assign({ result: 'loaded' as const }),
    markTimedOut: assign({ result: 'timedOut' as const }),
    markUnauthorized: assign({ result: 'unauthorized' as const }),
  },
}).createMachine({
  id: 'profileLoading',
  description: 'Loads the company profile and the contact information of the signed-in employer.',
  context: { result: 'loaded', company: null, contact: null, failed: false },
  initial: 'loading',
  output: ({ context }) => ({
    result: context.result,
    company: context.company,
    contact: context.contact,
    failed: context.failed,
  }),
  states: {
    loading: {
      description: 'Company and contact data load side by side until both answered or the time limit passes.',
      meta: { spec: '§4 Company and contact data' },
      type: 'parallel',
      after: { dataLoadingTimeout: { target: 'timedOut' } },
      onDone: { target: 'loaded' },
      states: {
        company: {
          description: 'The company profile.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'Waiting for the company profile.',
              invoke: {
                src: 'loadCompany',
                id: 'loadCompany',
                onDone: [
                  {
                    guard: { type: 'wasUnauthorized', params: ({ event }) => ({ outcome: event.output }) },
                    target: '#profileLoading.unauthorized',
                  },
                  {
                    target: 'done',
                    actions: { type: 'keepCompany', params: ({ event }) => ({ outcome: event.output }) },
                  },
                ],
                onError: { target: 'done', actions: 'markPartFailed' },
              },
            },
            done: { type: 'final', description: 'The company part has an answer (possibly empty).' },
          },
        },
        contact: {
          description: 'The contact information.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'Waiting for the contact information.',
              invoke: {
                src: 'loadContact',
                id: 'loadContact',
                onDone: [
                  {
                    guard: { type: 'wasUnauthorized', params: ({ event }) => ({ outcome: event.output }) },
                    target: '#profileLoading.unauthorized',
                  },
                  {
                    target: 'done',
                    actions: { type: 'keepContact', params: ({ event }) => ({ outcome: event.output }) },
                  },
                ],
                onError: { target: 'done', actions: 'markPartFailed' },
              },
            },
            done: { type: 'final', description: 'The contact part has an answer (possibly empty).' },
          },
        },
      },
    },
    loaded: {
      type: 'final',
      description: 'Both parts answered.',
      entry: 'markLoaded',
    },
    timedOut: {
      type: 'final',
      description: 'The 15 s limit passed; whatever arrived is kept.',
      meta: { spec: '§4 Loading ends after a 15 second timeout' },
      entry: 'markTimedOut',
    },
    unauthorized: {
      type: 'final',
      description: 'The server refused the token; the session clears token and user.',
      meta: { spec: '§4 A 401 clears token and user data' },
      entry: 'markUnauthorized',
    },
  },
});
