// Which e-mails an employer has switched on (/settings/notifications). Every mail to an employer that is not
// about the account itself (OTP, password, security) asks here first.
import type { Db } from '../db/client';
import { NotificationSettingsRepository } from '../repositories/notification-settings';

export type EmailKind = 'newApplications' | 'messages' | 'interviewReminders' | 'weeklySummary';

export type NotificationPrefs = Record<EmailKind, boolean>;

export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  newApplications: true,
  messages: true,
  interviewReminders: true,
  weeklySummary: false,
};

export async function notificationPrefs(settings: NotificationSettingsRepository, userId: string): Promise<NotificationPrefs> {
  const row = await settings.ofUser(userId);
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFS };
  return {
    newApplications: row.newApplications,
    messages: row.messages,
    interviewReminders: row.interviewReminders,
    weeklySummary: row.weeklySummary,
  };
}

/**
 * True when the account wants this kind of e-mail. A database handle instead of the repository is for the callers
 * not yet on app.repos (messages, new-application mail).
 */
export async function wantsEmail(settings: NotificationSettingsRepository | Db, userId: string, kind: EmailKind): Promise<boolean> {
  const source = settings instanceof NotificationSettingsRepository ? settings : new NotificationSettingsRepository(settings);
  return (await notificationPrefs(source, userId))[kind];
}
