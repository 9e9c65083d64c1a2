// Notification settings and active sessions: /settings/notifications and /settings/security.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { notificationSettings, sessions } from '../db/schema';
import { notFound } from '../lib/api-error';
import { notificationPrefs, type NotificationPrefs } from '../services/notification-prefs';
import { pageOf, pageWindow, type PageQuery } from '../services/pagination';
import { endOtherSessions } from '../services/sessions';
import { describeUserAgent } from '../services/user-agent';

type Schemas = components['schemas'];

const toApi = (p: NotificationPrefs): Schemas['NotificationSettings'] => ({
  new_applications: p.newApplications,
  messages: p.messages,
  interview_reminders: p.interviewReminders,
  weekly_summary: p.weeklySummary,
});

export default async function securityRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  app.get('/api/settings/notifications/', async (req) => toApi(await notificationPrefs(db, req.auth.userId)));

  app.patch<{ Body: Schemas['NotificationSettingsUpdate'] }>('/api/settings/notifications/', async (req) => {
    const b = req.body;
    const changes = {
      ...(b.new_applications !== undefined && { newApplications: b.new_applications }),
      ...(b.messages !== undefined && { messages: b.messages }),
      ...(b.interview_reminders !== undefined && { interviewReminders: b.interview_reminders }),
      ...(b.weekly_summary !== undefined && { weeklySummary: b.weekly_summary }),
    };
    const now = clock.now();
    // One statement: the first change stores the column defaults (the same as DEFAULT_NOTIFICATION_PREFS) for
    // the rest; later ones update only what was sent.
    await db.insert(notificationSettings).values({ ...changes, userId: req.auth.userId, updatedAt: now })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...changes, updatedAt: now } });
    return toApi(await notificationPrefs(db, req.auth.userId));
  });

  app.get<{ Querystring: PageQuery }>('/api/auth/sessions/', async (req) => {
    const { offset, limit } = pageWindow(req.query);
    const mine = eq(sessions.userId, req.auth.userId);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(sessions).where(mine);
    const rows = await db.select({
      id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt,
    }).from(sessions).where(mine).orderBy(desc(sessions.lastUsedAt), desc(sessions.id)).limit(limit).offset(offset);
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
    const gone = await db.delete(sessions).where(and(eq(sessions.id, req.params.id), eq(sessions.userId, req.auth.userId)))
      .returning({ id: sessions.id });
    if (!gone.length) throw notFound();
    return reply.code(204).send();
  });

  app.post('/api/auth/sessions/revoke-others/', async (req) => {
    const ended = await endOtherSessions(db, req.auth.userId, req.auth.sessionId).returning({ id: sessions.id });
    const n = ended.length;
    return { detail: n === 1 ? 'Signed out 1 other device.' : `Signed out ${n} other devices.`, revoked: n };
  });
}
