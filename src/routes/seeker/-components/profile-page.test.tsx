import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import { createSeekerSession } from '@/session/seeker-session';
import { SeekerSessionProvider } from '@/session/seeker-context';
import { renderWithSession, requestBody, routes, sentTo, toastsShown, type FakeServer } from '@/session/-testing/render-with-session';
import { SeekerProfilePage } from './profile-page';

type Profile = components['schemas']['SeekerProfile'];

const SEEKER = { id: 'a5f0b2c4-0000-4000-8000-000000000001', full_name: 'Sita Sharma', email: 'sita@example.com' };

const PROFILE: Profile = {
  id: SEEKER.id, email: SEEKER.email, full_name: 'Sita Sharma', phone: '9841234567', headline: '', about: '',
  skills: ['Bookkeeping'], experience: [], education: [], expected_salary: null, province: 'Bagmati', district: 'Lalitpur',
  open_to_work: true, photo_url: null, resume: { name: 'resume.pdf', size: 2048, uploaded_at: '2026-11-20T04:15:00Z' },
  profile_updated_at: '2026-11-20T04:15:00Z',
};

const skills = () => Response.json({ count: 2, next: null, previous: null, results: [{ name: 'Bookkeeping', category: 'Finance' }, { name: 'SQL', category: 'Data' }] });

/** The profile page in a signed-in seeker's session, its calls (and the skills list) answered by `server`. */
async function renderPage(server: FakeServer) {
  const seekerRequests: Request[] = [];
  const seeker = createSeekerSession({
    baseUrl: 'http://portal.test',
    fetch: async (request) => {
      seekerRequests.push(request.clone());
      return server(request);
    },
  });
  seeker.keep({ token: 'c2Vla2VydG9rZW5zZWVrZXJ0b2tlbnNlZWtlcnRva2Vu', seeker: SEEKER });
  const view = await renderWithSession(() => (
    <SeekerSessionProvider session={seeker}>
      <SeekerProfilePage />
    </SeekerSessionProvider>
  ), { server, user: null });
  await screen.findByRole('heading', { name: 'Your details' });
  return { ...view, seekerRequests, seeker };
}

afterEach(() => cleanup());

const hint = () => document.getElementById('profile-completeness')?.textContent;
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;

describe('My profile', () => {
  it('says how complete the profile is and what to add', async () => {
    await renderPage(routes({ 'GET /api/seeker/profile/': () => Response.json(PROFILE), 'GET /api/skills/': skills }));
    expect(hint()).toBe(
      'Your profile is 40% complete: add a photo, a headline, something about you, experience, education, your expected salary.',
    );
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('40');
    expect(valueOf(screen.getByLabelText('Full name'))).toBe('Sita Sharma');
    screen.getByText('resume.pdf (2 KB), uploaded 20 Nov 2026 (4 Mangsir 2083 BS)');
  });

  it('checks before sending, keeps what was typed when the server refuses, and saves', async () => {
    let answer: (body: unknown) => Response = () => Response.json({ skills: ['“Juggling” is not in the skills list. Choose skills from the list.'] }, { status: 400 });
    const { seekerRequests, seeker } = await renderPage(routes({
      'GET /api/seeker/profile/': () => Response.json(PROFILE),
      'GET /api/skills/': skills,
      'PATCH /api/seeker/profile/': async (request) => answer(await requestBody(request)),
    }));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Sita Sharma Koirala');
    await user.type(screen.getByLabelText('Headline'), 'Accountant');
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    const job = screen.getByRole('group', { name: 'Job 1' });
    await user.type(within(job).getByLabelText('Job title'), 'Accountant');
    await user.type(within(job).getByLabelText('Start year'), '2021');
    await user.type(within(job).getByLabelText('End year'), '2019');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining([
      'Job 1: company is required', 'Job 1: the end year cannot be before the start year',
    ]));
    expect(sentTo(seekerRequests, 'PATCH /api/seeker/profile/')).toHaveLength(0);

    await user.type(within(job).getByLabelText('Company'), 'Himal Traders');
    await user.clear(within(job).getByLabelText('End year'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('“Juggling” is not in the skills list. Choose skills from the list.');
    expect(valueOf(screen.getByLabelText('Headline'))).toBe('Accountant');
    expect(valueOf(within(job).getByLabelText('Company'))).toBe('Himal Traders');

    answer = (body) => Response.json({ ...PROFILE, ...(body as object), profile_updated_at: '2026-11-26T04:15:00Z' });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toastsShown()).toContain('success: Your profile has been saved.'));
    const sent = await requestBody(sentTo(seekerRequests, 'PATCH /api/seeker/profile/').at(-1)!);
    expect(sent).toMatchObject({
      headline: 'Accountant', experience: [{ title: 'Accountant', company: 'Himal Traders', start_year: 2021, end_year: null }],
      expected_salary: null, skills: ['Bookkeeping'],
    });
    screen.getByText('Last updated by you on 26 Nov 2026 (10 Mangsir 2083 BS).');
    expect(hint()).toMatch(/^Your profile is 60% complete/);
    // The navigation's "Signed in as" follows the new name.
    expect(seeker.current()?.seeker.full_name).toBe('Sita Sharma Koirala');
  });

  it('refuses a photo of the wrong kind before sending, and shows the server’s refusal of one that is not an image', async () => {
    const { seekerRequests } = await renderPage(routes({
      'GET /api/seeker/profile/': () => Response.json(PROFILE),
      'GET /api/skills/': skills,
      'PUT /api/seeker/profile/photo/': () => Response.json(
        { photo: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] }, { status: 400 }),
    }));
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose a photo');
    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    screen.getByText('Choose a PNG, JPEG or WebP image.');
    expect(sentTo(seekerRequests, 'PUT /api/seeker/profile/photo/')).toHaveLength(0);

    await user.upload(input, new File(['not really'], 'me.png', { type: 'image/png' }));
    await screen.findByText('Upload a valid image. The file you uploaded was either not an image or a corrupted image.');
    const sent = sentTo(seekerRequests, 'PUT /api/seeker/profile/photo/')[0]!;
    expect((await sent.formData()).get('photo')).toMatchObject({ type: 'image/png' });
  });

  it('uploads a résumé and shows it', async () => {
    await renderPage(routes({
      'GET /api/seeker/profile/': () => Response.json({ ...PROFILE, resume: null }),
      'GET /api/skills/': skills,
      'PUT /api/seeker/profile/resume/': () => Response.json({ ...PROFILE, resume: { name: 'Sita CV.pdf', size: 4096, uploaded_at: '2026-11-26T04:15:00Z' } }),
    }));
    screen.getByText('No résumé on your profile yet.');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Choose a résumé (PDF)'), new File(['%PDF-1.4'], 'notes.txt', { type: 'text/plain' }));
    screen.getByText('The résumé must be a PDF file.');
    await user.upload(screen.getByLabelText('Choose a résumé (PDF)'), new File(['%PDF-1.4'], 'Sita CV.pdf', { type: 'application/pdf' }));
    await screen.findByText('Sita CV.pdf (4 KB), uploaded 26 Nov 2026 (10 Mangsir 2083 BS)');
    await waitFor(() => expect(toastsShown()).toContain('success: Your résumé has been saved.'));
  });
});
