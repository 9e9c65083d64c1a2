// Bad input of every kind gets a DRF-shaped 4xx naming the problem: never a 500, never a stack trace.
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/domain/constants';
import { bearer, registerEmployer, setupTestApp } from '../test/app';

const t = setupTestApp();
const json = { 'content-type': 'application/json' };

describe('request bodies', () => {
  it('answers malformed JSON with a parse error detail', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/login/', headers: json, payload: '{"email": "a@b.co",' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^JSON parse error - /);
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('refuses __proto__ in JSON', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/contact/', headers: json, payload: '{"__proto__": {"x": 1}}' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['detail']);
  });

  it('names every missing field of an empty body', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/contact/', headers: json, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['This field is required.'],
      email: ['Email is required'],
      subject: ['This field is required.'],
      message: ['This field is required.'],
    });
  });

  it('names wrong types, unknown fields and bad choices together', async () => {
    const res = await t.inject({
      method: 'POST', url: '/api/auth/login/',
      payload: { email: 42, password: ['x'], user_type: 'admin', is_staff: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['Not a valid string.'],
      password: ['Not a valid string.'],
      user_type: ['"admin" is not a valid choice.'],
      is_staff: ['Unknown field.'],
    });
  });

  it('does not turn strings into numbers or nulls into strings', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/verify-otp/', payload: { email: 'a@b.co', otp_code: 123456 } });
    expect(res.json()).toEqual({ otp_code: ['Not a valid string.'] });
    const nul = await t.inject({ method: 'POST', url: '/api/auth/verify-otp/', payload: { email: null, otp_code: '123456' } });
    expect(nul.json()).toEqual({ email: ['This field may not be null.'] });
  });

  it('answers a body that is not an object with non_field_errors', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/login/', headers: json, payload: '[1,2]' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
  });

  it('answers 413 above 10 MB', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES), email: 'a@b.co', subject: 's', message: 'm' });
    const res = await t.inject({ method: 'POST', url: '/api/contact/', headers: json, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large. The maximum size is 10 MB.' });
  });

  it('answers 415 for a content type the operation does not take', async () => {
    const text = await t.inject({ method: 'POST', url: '/api/auth/login/', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
    const form = await t.inject({
      method: 'POST', url: '/api/auth/login/',
      headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n',
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('paths and methods', () => {
  it('answers 405 with Allow for a wrong method', async () => {
    const res = await t.inject({ method: 'PUT', url: '/api/auth/login/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('POST');
    expect(res.json()).toEqual({ detail: 'Method "PUT" not allowed.' });
  });

  it('answers unknown /api paths with JSON 404, never the app shell', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/nothing/here/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers a malformed path id with 404', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({ method: 'GET', url: '/api/employer/jobs/not-a-uuid/', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
  });

  it('marks API answers as not cacheable', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health/' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a bad query parameter by name', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({ method: 'GET', url: '/api/employer/jobs/?page=zero', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ page: ['A valid integer is required.'] });
  });
});
