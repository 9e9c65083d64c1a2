import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { RequestFailure } from '@/domain/request-failure';
import type { NotifyEvent, RedirectEvent } from '@/machines/notify';
import {
  seekerSignInMachine, type SeekerCodeRequestInput, type SeekerSignedIn, type SeekerSignInForm, type SeekerVerifyInput,
} from '@/machines/seeker-sign-in.machine';

const SIGNED_IN: SeekerSignedIn = {
  token: 'k'.repeat(43), seeker: { id: 'a5f0b2c4-0000-4000-8000-000000000001', full_name: 'Sita Sharma', email: 'sita@example.com' },
};

interface Fakes {
  requestSeekerCode?: () => Promise<unknown>;
  verifySeekerCode?: () => Promise<SeekerSignedIn>;
}

function start(fakes: Fakes = {}) {
  const calls = { request: [] as SeekerCodeRequestInput[], verify: [] as SeekerVerifyInput[], kept: [] as SeekerSignedIn[] };
  const machine = seekerSignInMachine.provide({
    actors: {
      requestSeekerCode: fromPromise<unknown, SeekerCodeRequestInput>(({ input }) => {
        calls.request.push(input);
        return fakes.requestSeekerCode ? fakes.requestSeekerCode() : Promise.resolve({});
      }),
      verifySeekerCode: fromPromise<SeekerSignedIn, SeekerVerifyInput>(({ input }) => {
        calls.verify.push(input);
        return fakes.verifySeekerCode ? fakes.verifySeekerCode() : Promise.resolve(SIGNED_IN);
      }),
    },
    actions: { keepSeekerSession: (_, params) => { calls.kept.push(params.signedIn); } },
  });
  const actor = createActor(machine, { input: {} });
  const emitted: Array<NotifyEvent | RedirectEvent> = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted };
}

type Run = ReturnType<typeof start>;
const change = (run: Run, values: Partial<SeekerSignInForm>) => run.actor.send({ type: 'seekerSignIn.changed', values });
const submit = (run: Run) => run.actor.send({ type: 'seekerSignIn.submit' });

async function toCode(run: Run) {
  change(run, { email: ' sita@example.com ' });
  submit(run);
  await waitFor(run.actor, (s) => s.matches('enteringCode'));
}

describe('seeker sign-in machine', () => {
  it('checks the e-mail before asking for a code', () => {
    const run = start();
    submit(run);
    expect(run.actor.getSnapshot().context.errors).toEqual({ email: 'Email is required' });
    change(run, { email: 'sita' });
    submit(run);
    expect(run.actor.getSnapshot().context.errors).toEqual({ email: 'Please enter a valid email address' });
    expect(run.calls.request).toEqual([]);
  });

  it('asks for a code for the trimmed e-mail and says it was sent', async () => {
    const run = start();
    await toCode(run);
    expect(run.calls.request).toEqual([{ email: 'sita@example.com' }]);
    expect(run.emitted).toEqual([{ type: 'notify', kind: 'success', message: 'OTP sent successfully!' }]);
  });

  it('stays on the e-mail with the server\'s words when the request fails', async () => {
    const run = start({ requestSeekerCode: () => Promise.reject(new RequestFailure('Please wait 80 seconds before requesting a new OTP.', 'http', 429)) });
    change(run, { email: 'sita@example.com' });
    submit(run);
    await waitFor(run.actor, (s) => s.matches('enteringEmail') && s.context.formError !== null);
    expect(run.actor.getSnapshot().context.formError).toBe('Please wait 80 seconds before requesting a new OTP.');
  });

  it('checks the code, verifies it, keeps the session and goes to the applications', async () => {
    const run = start();
    await toCode(run);
    change(run, { code: '12' });
    submit(run);
    expect(run.actor.getSnapshot().context.errors).toEqual({ code: 'Please enter the 6-digit OTP code' });
    expect(run.calls.verify).toEqual([]);

    change(run, { code: ' 482913 ' });
    submit(run);
    await waitFor(run.actor, (s) => s.matches('signedIn'));
    expect(run.calls.verify).toEqual([{ email: 'sita@example.com', otp_code: '482913' }]);
    expect(run.calls.kept).toEqual([SIGNED_IN]);
    expect(run.emitted.at(-1)).toEqual({ type: 'redirect', to: '/seeker/applications', replace: true });
  });

  it('stays on the code, keeping nothing, when the code is refused', async () => {
    const run = start({ verifySeekerCode: () => Promise.reject(new RequestFailure('OTP: Invalid OTP code.', 'http', 400, { otp_code: ['Invalid OTP code.'] })) });
    await toCode(run);
    change(run, { code: '482913' });
    submit(run);
    await waitFor(run.actor, (s) => s.matches('enteringCode') && s.context.formError !== null);
    expect(run.actor.getSnapshot().context.formError).toBe('OTP: Invalid OTP code.');
    expect(run.calls.kept).toEqual([]);
  });

  it('sends another code on request, forgetting the one typed; a refusal (the wait) is shown on the code', async () => {
    let refuse = false;
    const run = start({
      requestSeekerCode: () => (refuse ? Promise.reject(new RequestFailure('Please wait 60 seconds before requesting a new OTP.', 'http', 429)) : Promise.resolve({})),
    });
    await toCode(run);
    change(run, { code: '111' });
    run.actor.send({ type: 'seekerSignIn.resend' });
    await waitFor(run.actor, (s) => s.matches('enteringCode'));
    expect(run.calls.request).toHaveLength(2);
    expect(run.actor.getSnapshot().context.code).toBe('');

    refuse = true;
    run.actor.send({ type: 'seekerSignIn.resend' });
    await waitFor(run.actor, (s) => s.matches('enteringCode') && s.context.formError !== null);
    expect(run.actor.getSnapshot().context.formError).toBe('Please wait 60 seconds before requesting a new OTP.');
  });

  it('starts over from the code with the e-mail kept', async () => {
    const run = start();
    await toCode(run);
    change(run, { code: '4829' });
    run.actor.send({ type: 'seekerSignIn.startOver' });
    expect(run.actor.getSnapshot().value).toBe('enteringEmail');
    expect(run.actor.getSnapshot().context).toMatchObject({ email: ' sita@example.com ', code: '' });
  });
});
