// Which e-mails an account has switched on; an account without a row has the column defaults.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationSettings } from '../db/schema';

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
export type NotificationSettingsChanges = Partial<Pick<NotificationSettingsRow,
  'newApplications' | 'messages' | 'interviewReminders' | 'weeklySummary' | 'mentions' | 'scorecardReminders'>>;

export class NotificationSettingsRepository {
  constructor(private readonly db: Db) {}

  async ofUser(userId: string): Promise<NotificationSettingsRow | undefined> {
    const [row] = await this.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
    return row;
  }

  /**
   * One statement: the first change stores the column defaults for the rest; later ones update only what was
   * sent.
   */
  async change(userId: string, changes: NotificationSettingsChanges, now: Date): Promise<void> {
    await this.db.insert(notificationSettings).values({ ...changes, userId, updatedAt: now })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...changes, updatedAt: now } });
  }
}
