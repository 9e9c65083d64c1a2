/**
 * the shortest paths of the login, signup and OTP-countdown machines, planned from the machines
 * themselves with `xstate/graph` at test time, replayed through the real UI against the real server. Each path
 * ends with (a) the screen showing what its target state means and (b) the live inspector (the BroadcastChannel
 * the /machines page listens on) reporting the machine in exactly the path's target state, after exactly the
 * path's sequence of states.
 *
 * Event → UI step: `*.fieldChanged` / `signup.changed` fill the labelled fields, `login.submit` / `signup.next` /
 * `signup.submit` / `otp.resend` click their buttons, an invoked actor's done/error event is the real server's
 * answer to that call (checked by status), and a delayed transition is `page.clock.runFor` of the planned delay
 * (the page clock is paused, so no timer fires unless the path says so). The planner only explores answers the
 * real server would give in the test's setup (`serverAnswers` filters), so every planned path is replayable.
 * Not mapped (kept out of the plans): `login.rememberEmailChanged` (storage only), `signup.previous` (no shortest
 * path uses it), `otp.digitEntered` / `otp.pasted` on their own (context only; the code is pasted as part of
 * `signup.submit`), the logo upload branch (`hasInlineLogo`) and the register-without-token branch (the server
 * always returns a token), and a successful OTP resend (the server refuses a new code for 120 real seconds).
 */
import type { Page, Request, Route } from '@playwright/test';
import { getShortestPaths } from 'xstate/graph';
import type { EventObject, StateValue } from 'xstate';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES_PER_EMAIL, OTP_RESEND_WAIT_S } from '@/domain/constants';
import { RequestFailure } from '@/domain/request-failure';
import { activate } from '@/domain/i18n/i18n';
import en from '@/domain/i18n/locales/en';
import { LIVE_CHANNEL, safeContext, type LiveStateMessage } from '@/machines/-live/inspector';
import {
  candidateEvents, createModel, followModel, formatEvent, serializeEvent, serializeState,
  type ModelEvent, type ModelState, type PlanOptions, type PlannedStep,
} from '@/machines/-testing/plan';
import { loginMachine } from '@/machines/login.machine';
import { otpCountdownMachine } from '@/machines/otp-countdown.machine';
import { signupMachine, type SignupForm } from '@/machines/signup.machine';

// The machines' guards and actions name their text through the catalogue: English, as the app loads it.
activate('en', en);
import { apiUrl, STRONG_PASSWORD, uniqueEmail } from './support/accounts';
import { expect, loginForm, test, toast } from './support/fixtures';
import { latestMailSeq, waitForOtp } from './support/mail';
import { atPath } from './support/routes';

// ---------------------------------------------------------------------------------------------------------------
// Planning: shortest paths from the machine definition.

interface Path {
  input: unknown;
  initial: ModelState;
  steps: PlannedStep[];
  final: ModelState;
}

/** Shortest path (xstate/graph) to every distinct model state reachable from `input`. */
function shortestPaths(options: PlanOptions, input: unknown): Path[] {
  const model = createModel(options);
  const start = model.initial(input).state;
  const logic = { transition: (m: ModelState, e: EventObject) => model.step(m, e).state, getInitialSnapshot: () => start };
  const raw = getShortestPaths(logic as never, {
    fromState: start,
    events: (m: ModelState) => candidateEvents(options, m),
    serializeState: (m: ModelState) => serializeState(options, m),
    serializeEvent: (e: EventObject) => serializeEvent(e),
    limit: options.limit ?? 20_000,
  } as never) as unknown as Array<{ steps: Array<{ event: EventObject }> }>;
  // The first step of each path is the initial state under `xstate.init`.
  return raw.map((p) => ({ input, ...followModel(model, input, p.steps.slice(1).map((s) => s.event)) }));
}

/** The shortest of the paths whose final state satisfies `where`. */
function pathTo(paths: Path[], label: string, where: (final: ModelState) => boolean): Path {
  const found = paths.filter((p) => where(p.final)).sort((a, b) => a.steps.length - b.steps.length)[0];
  if (!found) throw new Error(`the machine has no path to ${label}`);
  return found;
}

const is = (value: StateValue) => (m: ModelState) => JSON.stringify(m.snapshot.value) === JSON.stringify(value);

/** A path extended by events the machine takes next (its expected states come from the model again). */
function extend(options: PlanOptions, path: Path, events: EventObject[]): Path {
  return { input: path.input, ...followModel(createModel(options), path.input, [...path.steps.map((s) => s.event), ...events]) };
}

const describePath = (path: Path) => path.steps.map((s) => formatEvent(s.event)).join(' → ') || '(initial state)';

// ---------------------------------------------------------------------------------------------------------------
// The live inspector, heard in the same page: every state message, in order.

declare global {
  interface Window {
    __machineLog?: LiveStateMessage[];
  }
}

async function listenToMachines(page: Page): Promise<void> {
  await page.addInitScript((channelName) => {
    const log: LiveStateMessage[] = [];
    window.__machineLog = log;
    new BroadcastChannel(channelName).onmessage = (e: MessageEvent<LiveStateMessage>) => {
      if (e.data?.type === 'machine.state') log.push(e.data);
    };
  }, LIVE_CHANNEL);
}

const reported = async (page: Page, machine: string): Promise<LiveStateMessage[]> =>
  (await page.evaluate(() => window.__machineLog ?? [])).filter((m) => m.machine === machine);

const withoutRepeats = (values: unknown[]): string[] =>
  values.map((v) => JSON.stringify(v)).filter((v, i, all) => i === 0 || v !== all[i - 1]);

/** (b): the inspector reports the path's target state, reached through the path's states in order. */
async function expectInspectorAt(page: Page, machine: string, path: Path, contextKeys: string[] = []): Promise<LiveStateMessage> {
  const { snapshot } = path.final;
  await expect
    .poll(async () => (await reported(page, machine)).at(-1)?.value, { message: `${machine} reported in ${JSON.stringify(snapshot.value)}` })
    .toEqual(snapshot.value);
  const messages = await reported(page, machine);
  const last = messages.at(-1)!;
  expect(last.status, `${machine} status`).toBe(snapshot.status);
  const planned = [path.initial, ...path.steps.map((s) => s.state)].map((m) => m.snapshot.value);
  expect(withoutRepeats(messages.map((m) => m.value)), `${machine} went through the path's states: ${describePath(path)}`)
    .toEqual(withoutRepeats(planned));
  const safe = safeContext(snapshot.context) as Record<string, unknown>;
  for (const key of contextKeys) expect(last.context[key], `${machine} context.${key}`).toEqual(safe[key]);
  return last;
}

// ---------------------------------------------------------------------------------------------------------------
// Replay: events → UI steps.

/** The endpoint each invoked actor calls (method and path). */
const ENDPOINTS: Record<string, string> = {
  loginCall: 'POST /api/auth/login/',
  sendOtp: 'POST /api/auth/send-otp/',
  register: 'POST /api/auth/register/',
  uploadLogo: 'POST /api/upload/company-logo/',
  updateCompany: 'PATCH /api/profile/company/',
  updateHrProfile: 'PATCH /api/profile/hr/',
};

const endpointOf = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;

interface Replay {
  page: Page;
  /** Server answers seen so far, oldest first; each actor event takes the next one of its endpoint. */
  answers: Array<{ endpoint: string; status: number; taken: boolean }>;
  /** UI for the machine's own events. */
  send(event: ModelEvent): Promise<void>;
}

function recordAnswers(page: Page): Replay['answers'] {
  const answers: Replay['answers'] = [];
  page.on('response', (r) => {
    const endpoint = endpointOf(r.request());
    if (Object.values(ENDPOINTS).includes(endpoint)) answers.push({ endpoint, status: r.status(), taken: false });
  });
  return answers;
}

/** Holds the calls to an endpoint until released: a path may end while its call is under way. */
async function holdCalls(page: Page, endpoint: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const [method, path] = endpoint.split(' ') as [string, string];
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, (route) => (route.request().method() === method ? void held.push(route) : route.fallback()));
  return async () => {
    await Promise.all(held.map((r) => r.continue()));
    await page.unroute(matches);
  };
}

async function replay(r: Replay, path: Path, from = 0): Promise<void> {
  let now = from === 0 ? path.initial.now : path.steps[from - 1]!.state.now;
  for (const step of path.steps.slice(from)) {
    const { event } = step;
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (step.timed) {
      await r.page.clock.runFor(step.state.now - now);
    } else if (actor) {
      const [, kind, id] = actor as unknown as [string, 'done' | 'error', string];
      const endpoint = ENDPOINTS[id];
      if (!endpoint) throw new Error(`no endpoint known for actor ${id}`);
      // The machine's answer is the server's: the next answer of that endpoint, with the status it implies.
      let answer: Replay['answers'][number] | undefined;
      await expect
        .poll(() => (answer = r.answers.find((a) => a.endpoint === endpoint && !a.taken)), { message: `an answer to ${endpoint}` })
        .toBeDefined();
      answer!.taken = true;
      const expected = kind === 'done' ? 'ok' : String((event.error as RequestFailure | undefined)?.status ?? 'an error');
      expect(answer!.status < 300 ? 'ok' : String(answer!.status), `${endpoint} answered as ${formatEvent(event)} needs`).toBe(expected);
    } else {
      await r.send(event);
    }
    now = step.state.now;
  }
}

/** The page clock, stopped: timers fire only when a path's delayed transition runs them. */
async function stopTheClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
}

/** Sonner mounts a toast in a zero-delay timeout: with the clock stopped, let just those run. */
const showToasts = (page: Page) => page.clock.runFor(1);

// ---------------------------------------------------------------------------------------------------------------
// Login.

const LOGIN_USER = { id: 'u1', email: 'planned@example.com', full_name: 'Planned', user_type: 'employer' as const };
const LOGIN_TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
/** The real server's 429 right after the e-mail's last allowed failure: the whole failure window. */
const LOCKED = new RequestFailure(
  `Too many login attempts. Please try again in ${LOGIN_FAILURE_WINDOW_MS / 60_000} minutes.`, 'http', 429,
  { detail: `Too many login attempts. Please try again in ${LOGIN_FAILURE_WINDOW_MS / 60_000} minutes.` },
);
const REFUSED = new RequestFailure('Invalid email or password.', 'http', 400, { non_field_errors: ['Invalid email or password.'] });
const WRONG_PASSWORD = 'Not-the-password-1';

/** Login paths for an account; `locked`: the server already refuses the e-mail (429) whatever the password. */
function loginPaths(account: { email: string; password: string }, locked: boolean) {
  const field = (name: string, value: string): ModelEvent => ({ type: 'login.fieldChanged', field: name, value });
  const options: PlanOptions = {
    machine: loginMachine,
    events: {
      'login.fieldChanged': [field('email', account.email), field('password', account.password), field('password', WRONG_PASSWORD)],
      'login.rememberEmailChanged': [],
    },
    actors: { loginCall: { done: [{ token: LOGIN_TOKEN, user: LOGIN_USER }], error: [LOCKED, REFUSED] } },
    // Only what the real server answers: 429 when locked; else 200 for the password, 400 for another.
    filter: (snapshot, event) => {
      const right = (snapshot.context as { password: string }).password === account.password;
      if (event.type === 'xstate.done.actor.loginCall') return !locked && right;
      if (event.type === 'xstate.error.actor.loginCall') return locked ? event.error === LOCKED : event.error === REFUSED && !right;
      return true;
    },
  };
  return { options, paths: shortestPaths(options, { rememberedEmail: '' }) };
}

function loginReplay(page: Page): Replay {
  const form = loginForm(page);
  return {
    page,
    answers: recordAnswers(page),
    async send(event) {
      if (event.type === 'login.fieldChanged') {
        await (event.field === 'email' ? form.email : form.password).fill(String(event.value));
      } else if (event.type === 'login.submit') {
        await form.signIn.click();
      } else {
        throw new Error(`no UI step for ${formatEvent(event)}`);
      }
    },
  };
}

const LOGIN_CONTEXT = ['email', 'errors', 'formError', 'lockoutMessage', 'rememberEmail'];

async function startLogin(page: Page) {
  await listenToMachines(page);
  await stopTheClock(page);
  const r = loginReplay(page);
  await page.goto('/login');
  // /login is prerendered and inert until the app takes over, which waits on timers: run them until it has.
  await expect.poll(async () => {
    await page.clock.runFor(50);
    return page.locator('#root[inert]').count();
  }).toBe(0);
  return r;
}

async function replayLogin(page: Page, path: Path): Promise<LiveStateMessage> {
  await replay(await startLogin(page), path);
  return expectInspectorAt(page, 'login', path, LOGIN_CONTEXT);
}

test.describe('login machine: shortest paths replayed on /login', () => {
  test('editing: a refused password leaves the form open with the server\'s message', async ({ page, employer }) => {
    const { paths } = loginPaths(employer, false);
    const path = pathTo(paths, 'editing after a refused login', (m) => is('editing')(m) && (m.snapshot.context as { formError: unknown }).formError !== null);
    const form = loginForm(page);

    await replayLogin(page, path);

    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await expect(form.password).toHaveValue('');
    await expect(form.email).toHaveValue(employer.email);
    await expect(form.signIn).toBeEnabled();
  });

  test('submitting: the form is disabled while the login call is under way', async ({ page, employer }) => {
    const path = pathTo(loginPaths(employer, false).paths, 'submitting', is('submitting'));
    const form = loginForm(page);
    const r = await startLogin(page);
    const release = await holdCalls(page, ENDPOINTS.loginCall!);

    await replay(r, path);

    await expectInspectorAt(page, 'login', path, LOGIN_CONTEXT);
    await expect(page.locator('form[aria-busy="true"]')).toBeVisible();
    await expect(form.signIn).toBeDisabled();
    await expect(form.email).toBeDisabled();
    await release();
    // Released, the call completes and the machine moves on as its diagram says.
    await expect.poll(async () => (await reported(page, 'login')).at(-1)?.value).toBe('succeeded');
  });

  test('succeeded: "Login successful" and still on /login until the redirect delay passes', async ({ page, employer }) => {
    const path = pathTo(loginPaths(employer, false).paths, 'succeeded', is('succeeded'));

    await replayLogin(page, path);

    await showToasts(page);
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page).toHaveURL(atPath('/login'));
    await expect(loginForm(page).signIn).toBeDisabled();
  });

  test('done: after the redirect delay the overview replaces /login', async ({ page, employer }) => {
    const path = pathTo(loginPaths(employer, false).paths, 'done', is('done'));

    await replayLogin(page, path);

    await expect(page).toHaveURL(atPath('/employer/overview'));
    // The path is over: the page's time runs again, so the workspace's reads (the member's role first) settle.
    await page.clock.resume();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect.poll(async () => JSON.stringify((await reported(page, 'session')).at(-1)?.value ?? null)).toMatch(/^\{"signedIn"/);
  });

  // One replay walks both locked states (the second path continues the first): every wrong password counts
  // towards the server's per-address limit shared by the whole e2e run.
  test('locked: the Account Locked banner with the server\'s message, then after 5 s only the countdown', async ({ page, request, employer }) => {
    const { paths } = loginPaths(employer, true);
    const shown = pathTo(paths, 'locked with the message shown', is({ locked: { countdown: 'ticking', message: 'shown' } }));
    const hidden = pathTo(paths, 'locked with the message hidden', is({ locked: { countdown: 'ticking', message: 'hidden' } }));
    expect(hidden.steps.slice(0, shown.steps.length).map((s) => serializeEvent(s.event))).toEqual(shown.steps.map((s) => serializeEvent(s.event)));
    // The lockout's precondition, like another device guessing: the e-mail's allowed failures, used up.
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i += 1) {
      const answer = await request.post(apiUrl('/api/auth/login/'), {
        data: { email: employer.email, password: `${WRONG_PASSWORD}${i}`, user_type: 'employer' },
      });
      expect(answer.status()).toBe(400);
    }
    const form = loginForm(page);
    const banner = page.getByRole('alert').filter({ hasText: 'Account Locked' });
    const countdown = page.getByRole('timer');
    const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    const r = await startLogin(page);

    await replay(r, shown);
    let live = await expectInspectorAt(page, 'login', shown, LOGIN_CONTEXT);
    await expect(banner).toContainText(LOCKED.message);
    // The live countdown starts from the server's Retry-After, which has run since the lockout began; the model's
    // from the whole window.
    const modelSeconds = (shown.final.snapshot.context as { lockoutSecondsLeft: number }).lockoutSecondsLeft;
    expect(live.context.lockoutSecondsLeft as number).toBeLessThanOrEqual(modelSeconds);
    expect(live.context.lockoutSecondsLeft as number).toBeGreaterThan(modelSeconds - 60);
    await expect(countdown).toHaveText(`You can try again in ${mmss(live.context.lockoutSecondsLeft as number)}.`);
    await expect(form.signIn).toBeDisabled();
    await expect(form.password).toHaveValue('');

    await replay(r, hidden, shown.steps.length);
    live = await expectInspectorAt(page, 'login', hidden, LOGIN_CONTEXT);
    await expect(banner).toBeVisible();
    await expect(banner).not.toContainText(LOCKED.message);
    await expect(countdown).toHaveText(`You can try again in ${mmss(live.context.lockoutSecondsLeft as number)}.`);
    await expect(form.signIn).toBeDisabled();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Signup and its OTP countdown.

const SIGNUP_TOKEN = LOGIN_TOKEN;
/** The code the planner types; the replay pastes the one the SMTP peer received (the guard only checks six digits). */
const PLANNED_CODE = '000000';
const ALREADY_REGISTERED = new RequestFailure(
  'This email is already registered. Please use a different email or try logging in.', 'http', 400,
  { email: ['A user with this email already exists.'], otp_code: ['Please enter the 6-digit OTP code'] },
);

const FIELD_LABELS: Partial<Record<keyof SignupForm, string>> = {
  fullName: 'Company Name', email: 'Email', contactPerson: 'Contact Person', contactNumber: 'Contact Number',
  password: 'Password', confirmPassword: 'Confirm Password',
};

/** Signup paths for an e-mail; `taken`: someone else registers the address while this wizard is on step 5. */
function signupPaths(email: string, taken: boolean) {
  const form: Partial<SignupForm> = { fullName: 'Everest Digital Pvt. Ltd.', email };
  const byStep: Record<string, ModelEvent[]> = {
    companyInfo: [{ type: 'signup.changed', values: form }],
    accountSecurity: [{ type: 'signup.changed', values: { password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD } }],
    verifyEmail: [{ type: 'signup.changed', values: { acceptTerms: true } }],
  };
  const options: PlanOptions = {
    machine: signupMachine,
    events: {
      'signup.changed': (snapshot) => Object.entries(byStep).find(([step]) => snapshot.matches(step as never))?.[1] ?? [],
      'signup.submit': [{ type: 'signup.submit', otp: PLANNED_CODE }],
      'signup.previous': [],
    },
    actors: {
      sendOtp: { done: [{ detail: 'OTP sent successfully!' }] },
      register: { done: [{ token: SIGNUP_TOKEN, user: { ...LOGIN_USER, email } }], error: [ALREADY_REGISTERED] },
      updateCompany: { done: [{}] },
      updateHrProfile: { done: [{}] },
    },
    filter: (_snapshot, event) => {
      if (event.type === 'xstate.done.actor.register') return !taken;
      if (event.type.startsWith('xstate.error.actor.')) return taken && event.type === 'xstate.error.actor.register';
      return true;
    },
  };
  return { options, paths: shortestPaths(options, undefined) };
}

function signupReplay(page: Page, email: string, onSubmit?: (code: string) => Promise<void>): Replay & { code(): Promise<string> } {
  let mailBefore = 0;
  let code: string | undefined;
  const otp = async () => (code ??= await waitForOtp(email, { after: mailBefore }));
  return {
    page,
    answers: recordAnswers(page),
    code: otp,
    async send(event) {
      if (event.type === 'signup.changed') {
        for (const [key, value] of Object.entries(event.values as Partial<SignupForm>)) {
          if (key === 'acceptTerms') await page.getByRole('checkbox', { name: /terms/i }).setChecked(Boolean(value));
          else await page.getByLabel(FIELD_LABELS[key as keyof SignupForm]!, { exact: true }).fill(String(value));
        }
      } else if (event.type === 'signup.next') {
        mailBefore = latestMailSeq();
        await page.getByRole('button', { name: 'Next', exact: true }).click();
      } else if (event.type === 'signup.submit') {
        const real = await otp();
        await onSubmit?.(real);
        await page.getByLabel('Digit 1', { exact: true }).evaluate((box, text) => {
          const data = new DataTransfer();
          data.setData('text/plain', text);
          box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        }, real);
        await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      } else {
        throw new Error(`no UI step for ${formatEvent(event)}`);
      }
    },
  };
}

async function startSignup(page: Page, email: string, onSubmit?: (code: string) => Promise<void>) {
  await listenToMachines(page);
  await stopTheClock(page);
  const r = signupReplay(page, email, onSubmit);
  await page.goto('/signup');
  return r;
}

const SIGNUP_CONTEXT = ['form', 'errors', 'formError', 'otpSentTo', 'setupFailed'];
const step = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) });

test.describe('signup machine: shortest paths replayed on /signup', () => {
  test('completed: the five steps, the e-mailed code, the post-signup tasks, then the overview', async ({ page }) => {
    const email = uniqueEmail('paths');
    const path = pathTo(signupPaths(email, false).paths, 'completed', is('completed'));
    const r = await startSignup(page, email);
    // Every visible step on the way shows its title while the machine is in its state.
    const titles: Record<string, string> = {
      companyInfo: 'Company Info', companyProfile: 'Company Profile', contactDetails: 'Contact Details',
      accountSecurity: 'Account Security',
    };
    for (const [i, s] of path.steps.entries()) {
      const value = s.state.snapshot.value;
      const title = typeof value === 'string' ? titles[value] : undefined;
      await replay(r, { ...path, steps: path.steps.slice(0, i + 1) }, i);
      if (title) await expect(step(page, title)).toBeVisible();
      if (is({ verifyEmail: { withCode: 'entering' } })(s.state)) {
        await expect(page.getByRole('timer')).toHaveText(`You can resend the code in ${OTP_RESEND_WAIT_S / 60}:00`);
      }
    }

    await expectInspectorAt(page, 'signup', path, SIGNUP_CONTEXT);
    await expect(page).toHaveURL(atPath('/employer/overview'));
    await expect(toast(page, 'Account setup completed successfully!')).toBeVisible();
    await expect.poll(async () => JSON.stringify((await reported(page, 'session')).at(-1)?.value ?? null)).toMatch(/^\{"signedIn"/);
  });

  test('alreadyRegistered: the address was registered elsewhere before Sign Up', async ({ page, request }) => {
    const email = uniqueEmail('paths-taken');
    const path = pathTo(signupPaths(email, true).paths, 'alreadyRegistered', is('alreadyRegistered'));
    // "Another tab" registers the address with the same code just before this wizard submits it.
    const r = await startSignup(page, email, async (code) => {
      const registered = await request.post(apiUrl('/api/auth/register/'), {
        data: { email, user_type: 'employer', password: STRONG_PASSWORD, password_confirm: STRONG_PASSWORD, full_name: 'Elsewhere', otp_code: code },
      });
      expect(registered.status()).toBe(201);
    });

    await replay(r, path);

    await expectInspectorAt(page, 'signup', path, SIGNUP_CONTEXT);
    await showToasts(page);
    const notice = toast(page, 'This email is already registered!');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Login Now' })).toBeVisible();
    await expect(page).toHaveURL(atPath('/signup'));
  });
});

/** Replays the OTP countdown's paths on step 5 of /signup, checking each target state; ends refused by the server. */
async function replayOtpPaths(page: Page): Promise<void> {
  const email = uniqueEmail('paths-otp');
  // The way to the code boxes is the signup machine's own shortest path.
  const toCode = pathTo(signupPaths(email, false).paths, 'the code step', is({ verifyEmail: { withCode: 'entering' } }));
  const otpOptions: PlanOptions = {
    machine: otpCountdownMachine,
    events: { 'otp.digitEntered': [], 'otp.pasted': [] },
    // Within 120 real seconds of the first code the server refuses another (the page clock ran, the server's did not).
    actors: { sendOtp: { error: [new RequestFailure('Please wait 1 seconds before requesting a new OTP.', 'http', 429)] } },
    filter: (_snapshot, event) => event.type !== 'xstate.done.actor.sendOtp',
  };
  const otpPaths = shortestPaths(otpOptions, { email });
  const counting = pathTo(otpPaths, 'counting', is('counting'));
  const canResend = pathTo(otpPaths, 'canResend', is('canResend'));
  const resending = pathTo(otpPaths, 'resending', is('resending'));
  const refused = extend(otpOptions, resending, [
    { type: 'xstate.error.actor.sendOtp', error: new RequestFailure('refused', 'http', 429), actorId: 'sendOtp' } as EventObject,
  ]);
  // Each path continues the one before, so one replay walks them all.
  for (const [shorter, longer] of [[counting, canResend], [canResend, resending], [resending, refused]] as const) {
    expect(longer.steps.slice(0, shorter.steps.length).map((s) => serializeEvent(s.event))).toEqual(shorter.steps.map((s) => serializeEvent(s.event)));
  }
  const resend = page.getByRole('button', { name: 'Resend OTP' });

  const r = await startSignup(page, email);
  await replay(r, toCode);
  const otp: Replay = {
    page,
    answers: r.answers,
    send: async (event) => {
      if (event.type !== 'otp.resend') throw new Error(`no UI step for ${formatEvent(event)}`);
      await resend.click();
    },
  };

  await expectInspectorAt(page, 'otpCountdown', counting, ['secondsLeft']);
  await expect(page.getByRole('timer')).toHaveText(`You can resend the code in ${OTP_RESEND_WAIT_S / 60}:00`);

  await replay(otp, canResend);
  await expectInspectorAt(page, 'otpCountdown', canResend, ['secondsLeft']);
  await expect(page.getByRole('timer')).toBeHidden();
  await expect(resend).toBeEnabled();

  const release = await holdCalls(page, ENDPOINTS.sendOtp!);
  await replay(otp, resending, canResend.steps.length);
  await expectInspectorAt(page, 'otpCountdown', resending);
  await expect(resend).toBeDisabled();

  await release();
  await replay(otp, refused, resending.steps.length);
  await expectInspectorAt(page, 'otpCountdown', refused, ['secondsLeft']);
  await expect(resend).toBeEnabled();
  await showToasts(page);
}

test.describe('OTP countdown machine: shortest paths replayed on step 5 of /signup', () => {
  test('counting → canResend → resend (refused by the server within its 120 s)', async ({ page }) => {
    await replayOtpPaths(page);
  });

  test('a refused resend shows the machine\'s "Failed to resend OTP..." toast (docs/requirements.md §8 Toasts)', async ({ page }) => {
    await replayOtpPaths(page);
    await expect(toast(page, 'Failed to resend OTP...')).toContainText(/Please wait \d+ seconds before requesting a new OTP\./);
  });
});
