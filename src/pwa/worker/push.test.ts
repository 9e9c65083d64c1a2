import { describe, expect, it } from 'vitest';
import { readPayload, safeUrl } from './push';

const data = (json: () => unknown) => ({ json }) as unknown as PushMessageData;

describe('the service worker\'s push payload', () => {
  it('shows what the server sent', () => {
    expect(readPayload(data(() => ({ title: 'New message from Sita', body: 'Namaste', url: '/employer/messages?c=1', tag: 'conversation-1' }))))
      .toEqual({ title: 'New message from Sita', body: 'Namaste', url: '/employer/messages?c=1', tag: 'conversation-1' });
  });

  it('still shows a notice for a payload it cannot read, opening the overview', () => {
    const notice = { title: 'Jagir', body: '', url: '/employer/overview', tag: undefined };
    expect(readPayload(null)).toEqual(notice);
    expect(readPayload(data(() => { throw new SyntaxError('not JSON'); }))).toEqual(notice);
    expect(readPayload(data(() => ({ title: 42, body: ['x'] })))).toEqual(notice);
  });

  it('opens only paths on the portal\'s own origin', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 42, undefined]) {
      expect(safeUrl(url), String(url)).toBe('/employer/overview');
    }
    expect(safeUrl('/employer/job/1/candidates?application=2')).toBe('/employer/job/1/candidates?application=2');
  });
});
