import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import generated from '@/machines/-docs/generated.json';
import { activate } from '@/domain/i18n/i18n';
import en from '@/domain/i18n/locales/en';
import ne from '@/domain/i18n/locales/ne';
import { LIVE_CHANNEL, type LiveMessage } from '@/machines/-live/inspector';
import type { DocsBundle } from '@/machines/-docs/types';
import { MachineTables } from '@/routes/-machines/machine-tables';
import { MachinesPage } from '@/routes/-machines/machines-page';
import { Statechart } from '@/routes/-machines/statechart';
import { activePaths } from '@/routes/-machines/use-live-states';

const bundle = generated as unknown as DocsBundle;
const channels: BroadcastChannel[] = [];
afterEach(() => {
  cleanup();
  activate('en', en);
  channels.splice(0).forEach((c) => c.close());
});

function portalTab() {
  const channel = new BroadcastChannel(LIVE_CHANNEL);
  channels.push(channel);
  return channel;
}

describe('/machines', () => {
  it('shows every generated machine with its diagram and tables under one h1', () => {
    render(<MachinesPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const m of bundle.machines) {
      const section = screen.getByRole('region', { name: m.name });
      expect(within(section).getByRole('list', { name: `${m.name} states` }).children.length).toBeGreaterThan(0);
      expect(within(section).getAllByRole('table').map((t) => t.querySelector('caption')?.textContent)).toContain('Transitions');
    }
  }, 30_000); // renders every machine's diagram and tables: seconds on a busy 2-core machine

  it('asks open tabs for their states and highlights the live state of a machine', async () => {
    const tab = portalTab();
    const asked = new Promise<LiveMessage>((resolve) => (tab.onmessage = (e) => resolve(e.data)));
    render(<MachinesPage />);
    expect(await asked).toEqual({ type: 'machine.sync' });

    const login = bundle.machines.find((m) => m.id === 'login');
    expect(login).toBeDefined();
    tab.postMessage({
      type: 'machine.state', machine: 'login', value: 'submitting', status: 'active', context: { email: 'hr@himal.com.np', password: '[hidden]' }, tab: 't1',
    } satisfies LiveMessage);

    const section = screen.getByRole('region', { name: 'login' });
    const current = await within(section).findByText('active now');
    expect(current.closest('li')?.getAttribute('aria-current')).toBe('true');
    expect(current.closest('li')?.id).toBe('m-login-login-submitting');
    expect(within(section).getByText(/Now in/).textContent).toBe('live Now in submitting.');
  }, 30_000); // renders the whole page too

  it('shows the machines’ meanings and its own words in Nepali when Nepali is active, code names as code', () => {
    activate('ne', { ...en, ...ne });
    const login = bundle.machines.find((m) => m.name === 'login')!;
    render(
      <>
        <Statechart doc={login} active={new Set(['editing'])} />
        <MachineTables doc={login} />
      </>,
    );
    expect(screen.getByRole('list', { name: 'login का अवस्थाहरू' })).toBeDefined();
    expect(screen.getByText('अहिले सक्रिय').closest('li')?.id).toBe('m-login-login-editing');
    // A state's meaning, in the diagram and in the table.
    expect(screen.getAllByText('लग इन अनुरोध चलिरहेको छ; फाराम निष्क्रिय छ।')).toHaveLength(2);
    expect(within(screen.getByRole('table', { name: 'अवस्थाहरू (states)' })).getAllByText('समानान्तर')).toHaveLength(1);
    expect(screen.queryByText('The login call is under way; the form is disabled.')).toBeNull();
    const events = screen.getByRole('table', { name: 'घटनाहरू (events)' });
    const submit = within(events).getByText('login.submit').closest('tr')!;
    expect(submit.textContent).toContain('रोजगारदाताले “लग इन” थिचे।');
    expect(within(screen.getByRole('table', { name: 'ढिलाइहरू (delays)' })).getByText('postLoginRedirect')).toBeDefined();
  });

  it('turns a state value into the active state paths', () => {
    expect(activePaths('editing')).toEqual(['editing']);
    expect(activePaths({ locked: { countdown: 'ticking', message: 'shown' } })).toEqual([
      'locked', 'locked.countdown', 'locked.countdown.ticking', 'locked.message', 'locked.message.shown',
    ]);
  });
});
