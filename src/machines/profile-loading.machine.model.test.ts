import { expect } from 'vitest';
import { defineModelTests } from '@/machines/-testing/model';
import { profileLoadingMachine, type CompanyData, type ContactData } from '@/machines/profile-loading.machine';

const COMPANY: CompanyData = {
  id: '7f1c1a8e-2b7c-4b7e-9a55-0f3f1c1d2e3f', full_name: 'Himal Tech', industry_type: 'Technology',
  description: '', website: '', address: 'Lalitpur', logo: null, logo_url: null, updated_at: '2025-04-14T06:00:00Z',
};
const CONTACT: ContactData = { address: 'Lalitpur', phone: '+977 1 5555555', email: 'hr@himal.com.np' };

const outcomes = <T>(data: T) => ({
  done: [{ outcome: 'loaded', data }, { outcome: 'notFound' }, { outcome: 'unauthorized' }],
  error: [new Error('Server error')],
});

defineModelTests('profile-loading', {
  machine: profileLoadingMachine,
  actors: { loadCompany: outcomes(COMPANY), loadContact: outcomes(CONTACT) },
  expectations: {
    loaded: ({ snapshot }) => expect(snapshot.output).toMatchObject({ result: 'loaded' }),
    timedOut: ({ snapshot }) => expect(snapshot.output).toMatchObject({ result: 'timedOut' }),
    unauthorized: ({ snapshot }) => expect(snapshot.output).toMatchObject({ result: 'unauthorized' }),
  },
});
