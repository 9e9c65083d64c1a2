import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession, requestBody, routes, sentTo } from '@/session/-testing/render-with-session';
import type { ApplicationDetail } from './pipeline-queries';
import { ApplicationComments } from './application-comments';

const JOB = '7c1d9a52-3e4f-4b6a-8c2d-0e9f1a2b3c4d';
const application = {
  id: '2b8f0e1c-5a4d-4c3b-9e2f-1a0b9c8d7e6f', job: JOB, status: 'applied', job_seeker: { full_name: 'Sita Shrestha' },
} as ApplicationDetail;
const COMMENTS = `/api/applications/${application.id}/comments/`;

const member = (user_id: string, full_name: string, role: string, job_ids: string[] = [], is_you = false) =>
  ({ user_id, email: `${user_id}@himal.com.np`, full_name, role, job_ids, joined_at: '2025-04-01T00:00:00Z', is_you });
const MEMBERS = [
  member('u1', 'Himal Owner', 'owner', [], true),
  member('u2', 'Rita Recruiter', 'recruiter'),
  member('u3', 'Hari Manager', 'hiring_manager', [JOB]),
  member('u4', 'Far Manager', 'hiring_manager', ['0d0d0d0d-0000-4000-8000-000000000000']),
];
const comment = {
  id: 'c1', author: { user_id: 'u2', full_name: 'Rita Recruiter' }, body: 'Call her on Sunday.',
  mentions: [{ user_id: 'u1', full_name: 'Himal Owner' }], created_at: '2025-04-14T04:15:00Z',
};

async function renderComments(post: (request: Request) => Response | Promise<Response>) {
  return renderWithSession(() => <ApplicationComments application={application} />, {
    path: '/employer/job/x/candidates',
    server: routes({
      [`GET ${COMMENTS}`]: () => Response.json({ results: [comment] }),
      'GET /api/employer/team/members/': () => Response.json({ results: MEMBERS }),
      [`POST ${COMMENTS}`]: post,
    }),
  });
}

afterEach(cleanup);

describe('comments on an application', () => {
  it('lists the team\'s comments with who, when and whom they mention', async () => {
    await renderComments(() => Response.json({}, { status: 201 }));
    const item = (await screen.findByText('Call her on Sunday.')).closest('li')!;
    expect(within(item).getByText('Rita Recruiter')).toBeTruthy();
    expect(within(item).getByText('14 Apr 2025 (1 Baisakh 2082 BS), 10:00')).toBeTruthy();
    expect(within(item).getByText('Mentioned: Himal Owner')).toBeTruthy();
  });

  it('offers to mention only teammates who can see the application, and sends the comment with them', async () => {
    const { requests } = await renderComments(() => Response.json({ ...comment, id: 'c2' }, { status: 201 }));
    const picker = await screen.findByRole('group', { name: 'Mention teammates' });
    await waitFor(() => expect(within(picker).getAllByRole('checkbox')).toHaveLength(2));
    expect(within(picker).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Rita Recruiter', 'Hari Manager']);

    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), '  Worth a call  ');
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Hari Manager' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));

    await waitFor(() => expect(sentTo(requests, `POST ${COMMENTS}`)).toHaveLength(1));
    expect(await requestBody(sentTo(requests, `POST ${COMMENTS}`)[0]!)).toEqual({ body: 'Worth a call', mentions: ['u3'] });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Your comment' }) as HTMLTextAreaElement).value).toBe(''));
  });

  it('asks for a comment before sending, and shows what the server refuses at its field', async () => {
    const { requests } = await renderComments(() => Response.json({ mentions: ['u3 is not a member who can see this application.'] }, { status: 400 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Write a comment first')).toBeTruthy();
    expect(sentTo(requests, `POST ${COMMENTS}`)).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('u3 is not a member who can see this application.');
    expect((screen.getByRole('textbox', { name: 'Your comment' }) as HTMLTextAreaElement).value).toBe('Hello');
  });
});
