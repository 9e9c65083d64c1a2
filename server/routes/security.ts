// Notification settings and active sessions: /settings/notifications and /settings/security.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { notFound } from '../lib/api-error';
import { notificationPrefs, type NotificationPrefs } from '../services/notification-prefs';
import { pageOf, pageWindow, type PageQuery } from '../services/pagination';
import { describeUserAgent } from '../services/user-agent';

type Schemas = components['schemas'];

const notFoundThrow = (): never => { throw notFound(); };

const toApi = (p: NotificationPrefs): Schemas['NotificationSettings'] => ({
  new_applications: p.newApplications,
  messages: p.messages,
  interview_reminders: p.interviewReminders,
  weekly_summary: p.weeklySummary,
  mentions: p.mentions,
  scorecard_reminders: p.scorecardReminders,
});

export default async function securityRoutes(app: FastifyInstance) {
  const { clock } = app.deps;
  const { repos } = app;

  app.get('/api/settings/notifications/', async (req) => toApi(await notificationPrefs(repos.notificationSettings, req.auth.userId)));

  app.patch<{ Body: Schemas['NotificationSettingsUpdate'] }>('/api/settings/notifications/', async (req) => {
    const b = req.body;
    const changes = {
      ...(b.new_applications !== undefined && { newApplications: b.new_applications }),
      ...(b.messages !== undefined && { messages: b.messages }),
      ...(b.interview_reminders !== undefined && { interviewReminders: b.interview_reminders }),
      ...(b.weekly_summary !== undefined && { weeklySummary: b.weekly_summary }),
      ...(b.mentions !== undefined && { mentions: b.mentions }),
      ...(b.scorecard_reminders !== undefined && { scorecardReminders: b.scorecard_reminders }),
    };
    // The column defaults the first change stores for the rest are DEFAULT_NOTIFICATION_PREFS.
    await repos.notificationSettings.change(req.auth.userId, changes, clock.now());
    return toApi(await notificationPrefs(repos.notificationSettings, req.auth.userId));
  });

  // The account's language (docs/i18n.md): the server's answers and e-mails follow it.
  app.get('/api/settings/preferences/', async (req): Promise<Schemas['Preferences']> =>
    (await repos.users.preferencesOf(req.auth.userId)) ?? notFoundThrow());

  app.patch<{ Body: Schemas['PreferencesUpdate'] }>('/api/settings/preferences/', async (req): Promise<Schemas['Preferences']> => {
    const { locale, digits } = req.body;
    await repos.users.setPreferences(req.auth.userId, {
      ...(locale !== undefined && { locale }), ...(digits !== undefined && { digits }),
    }, clock.now());
    // This answer is already in the language just chosen.
    if (locale) req.locale = locale;
    return (await repos.users.preferencesOf(req.auth.userId)) ?? notFoundThrow();
  });

  app.get<{ Querystring: PageQuery }>('/api/auth/sessions/', async (req) => {
    const { offset, limit } = pageWindow(req.query);
    const { total, rows } = await repos.sessions.page(req.auth.userId, { limit, offset });
    return pageOf(req, total, rows.map((r): Schemas['ActiveSession'] => ({
      id: r.id,
      ...describeUserAgent(r.userAgent),
      ip: r.ip,
      created_at: r.createdAt.toISOString(),
      last_used_at: r.lastUsedAt.toISOString(),
      current: r.id === req.auth.sessionId,
    })), req.query);
  });

  app.delete<{ Params: { id: string } }>('/api/auth/sessions/:id/', async (req, reply) => {
    if (!(await repos.sessions.endOne(req.auth.userId, req.params.id))) throw notFound();
    await app.messageHub.sessionsEnded([req.params.id]);
    return reply.code(204).send();
  });

  app.post('/api/auth/sessions/revoke-others/', async (req) => {
    const ended = await repos.sessions.endOthers(req.auth.userId, req.auth.sessionId);
    await app.messageHub.sessionsEnded(ended);
    const n = ended.length;
    return { detail: n === 1 ? 'Signed out 1 other device.' : `Signed out ${n} other devices.`, revoked: n };
  });
}
