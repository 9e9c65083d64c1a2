// The request's language (docs/i18n.md): the account's choice, else Accept-Language; English word for word by default.
import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '../lib/i18n';
import { bearer, registerEmployer, setupTestApp } from '../test/app';

const t = setupTestApp();

const preferences = (token: string, payload?: object, headers: Record<string, string> = {}) => t.inject({
  method: payload ? 'PATCH' : 'GET', url: '/api/settings/preferences/', headers: { ...bearer(token), ...headers }, ...(payload && { payload }),
});

describe('Accept-Language', () => {
  it('picks the best of English and Nepali, English when nothing matches', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale('ne-NP,ne;q=0.9,en;q=0.8')).toBe('ne');
    expect(negotiateLocale('en-GB,en;q=0.9,ne;q=0.5')).toBe('en');
    expect(negotiateLocale('fr, ne;q=0.3')).toBe('ne');
    expect(negotiateLocale('hi-IN, fr')).toBe('en');
    expect(negotiateLocale('en;q=0.4, NE;q=0.8')).toBe('ne');
    expect(negotiateLocale('ne;q=0, en;q=0.1')).toBe('en');
  });

  it('answers an error in Nepali under Accept-Language: ne, and in English otherwise', async () => {
    const ne = await t.inject({ method: 'GET', url: '/api/no-such-thing/', headers: { 'accept-language': 'ne-NP' } });
    expect(ne.statusCode).toBe(404);
    expect(ne.json()).toEqual({ detail: 'भेटिएन।' });
    expect((await t.inject({ method: 'GET', url: '/api/no-such-thing/' })).json()).toEqual({ detail: 'Not found.' });
    const noToken = await t.inject({ method: 'GET', url: '/api/settings/preferences/', headers: { 'accept-language': 'ne' } });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ detail: 'लग इन विवरण पठाइएको छैन।' });
  });

  it('writes field errors in Nepali, the contract\'s own words too, with the same fields', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({
      method: 'PATCH', url: '/api/settings/notifications/', headers: { ...bearer(token), 'accept-language': 'ne' },
      payload: { new_applications: 'yes', sms: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ new_applications: ['हो वा होइन (true/false) हुनुपर्छ।'], sms: ['यो फिल्ड चिनिएन।'] });
    const job = await t.inject({
      method: 'POST', url: '/api/employer/jobs/', headers: { ...bearer(token), 'accept-language': 'ne' }, payload: { title: '' },
    });
    expect(job.statusCode).toBe(400);
    expect(job.json().title).toEqual(['पदको नाम अनिवार्य छ']);
  });
});

describe('preferences', () => {
  it('starts unchosen, keeps what was changed and leaves the rest', async () => {
    const { token } = await registerEmployer(t);
    expect((await preferences(token)).json()).toEqual({ locale: null, digits: 'devanagari' });
    const changed = await preferences(token, { digits: 'latin' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ locale: null, digits: 'latin' });
    expect((await preferences(token, { locale: 'ne' })).json()).toEqual({ locale: 'ne', digits: 'latin' });
    expect((await preferences(token)).json()).toEqual({ locale: 'ne', digits: 'latin' });
    expect((await preferences(token, { locale: null })).json()).toEqual({ locale: null, digits: 'latin' });
  });

  it('refuses what is not a language, naming the field', async () => {
    const { token } = await registerEmployer(t);
    const res = await preferences(token, { locale: 'fr', digits: 'roman', theme: 'dark' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ locale: ['"fr" is not a valid choice.'], digits: ['"roman" is not a valid choice.'], theme: ['Unknown field.'] });
    expect((await t.inject({ method: 'GET', url: '/api/settings/preferences/' })).statusCode).toBe(401);
  });

  it('makes the account\'s choice outrank the browser\'s, from the next answer on', async () => {
    const a = await registerEmployer(t);
    const b = await registerEmployer(t);
    expect((await preferences(a.token, { locale: 'ne' }, { 'accept-language': 'en' })).statusCode).toBe(200);
    const wrong = await preferences(a.token, { locale: 'xx' }, { 'accept-language': 'en' });
    expect(wrong.json()).toEqual({ locale: ['"xx" दिइएका विकल्पमध्ये होइन।'] });
    // Another account is not touched.
    expect((await preferences(b.token, { locale: 'xx' })).json()).toEqual({ locale: ['"xx" is not a valid choice.'] });
    // Back to English by choice, whatever the browser says.
    await preferences(a.token, { locale: 'en' });
    expect((await preferences(a.token, { locale: 'xx' }, { 'accept-language': 'ne' })).json()).toEqual({ locale: ['"xx" is not a valid choice.'] });
  });
});
