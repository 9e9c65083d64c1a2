// Which e-mails an employer has switched on (/settings/notifications). Every mail to an employer that is not
// about the account itself (OTP, password, security) asks here first.
import type { NotificationSettingsRepository } from '../repositories/notification-settings';

export type EmailKind = 'newApplications' | 'messages' | 'interviewReminders' | 'weeklySummary' | 'mentions' | 'scorecardReminders';

export type NotificationPrefs = Record<EmailKind, boolean>;

export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  newApplications: true,
  messages: true,
  interviewReminders: true,
  weeklySummary: false,
  mentions: true,
  scorecardReminders: true,
};

export async function notificationPrefs(settings: NotificationSettingsRepository, userId: string): Promise<NotificationPrefs> {
  const row = await settings.ofUser(userId);
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFS };
  return {
    newApplications: row.newApplications,
    messages: row.messages,
    interviewReminders: row.interviewReminders,
    weeklySummary: row.weeklySummary,
    mentions: row.mentions,
    scorecardReminders: row.scorecardReminders,
  };
}

/** True when the account wants this kind of e-mail. */
export async function wantsEmail(settings: NotificationSettingsRepository, userId: string, kind: EmailKind): Promise<boolean> {
  return (await notificationPrefs(settings, userId))[kind];
}
