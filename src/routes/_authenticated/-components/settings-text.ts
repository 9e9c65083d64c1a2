/** User-visible strings of /settings/notifications and /settings/security (a Nepali catalogue can replace these). */
export const NOTIFICATION_TEXT = {
  title: 'Notification Settings',
  lead: 'Choose which e-mails we send you. Account e-mails (codes, password and security notices) always arrive.',
  loading: 'Loading your notification settings…',
  legend: 'E-mail me about',
  saved: 'Notification settings saved.',
  saving: 'Saving…',
  options: [
    { key: 'new_applications', label: 'New applications', hint: 'When someone applies to one of your jobs.' },
    { key: 'messages', label: 'Messages', hint: 'When a job seeker sends you a message.' },
    { key: 'interview_reminders', label: 'Interview reminders', hint: 'Before an interview you scheduled.' },
    { key: 'weekly_summary', label: 'Weekly summary', hint: 'Your jobs, applications and interviews of the week.' },
  ],
} as const;

export const SECURITY_TEXT = {
  title: 'Security Settings',
  lead: 'Your password, the devices signed in to your account, and deleting the account.',

  passwordHeading: 'Change Password',
  passwordLead: 'Changing your password signs out every other device.',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  passwordHint: 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
  currentRequired: 'Current password is required',
  changePassword: 'Change Password',
  changingPassword: 'Changing…',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  showPasswords: 'Show passwords',

  sessionsHeading: 'Signed-in Devices',
  sessionsLead: 'Sign out a device you do not recognise or no longer use.',
  loadingSessions: 'Loading your devices…',
  thisDevice: 'This device',
  ip: 'IP address',
  signedIn: 'Signed in',
  lastActive: 'Last active',
  signOut: 'Sign out',
  signOutNamed: (device: string, current: boolean) => `Sign out ${device}${current ? ' (this device)' : ''}`,
  signOutOthers: 'Sign out all other devices',
  signedOut: 'Device signed out.',
  othersSignedOut: (n: number) => (n === 1 ? 'Signed out 1 other device.' : `Signed out ${n} other devices.`),
  noOthers: 'No other device is signed in.',

  deleteHeading: 'Delete Account',
  deleteWarning:
    'Deleting your account is permanent. Your company profile, jobs, applications, candidates you saved, messages, ' +
    'interviews, support tickets and settings are removed, and every device is signed out. This cannot be undone.',
  deletePassword: 'Password',
  deletePasswordHint: 'Enter your password to confirm.',
  deleteConfirm: 'I understand that my account and its data will be deleted for good',
  deleteConfirmRequired: 'Please confirm that you understand',
  deleteButton: 'Delete My Account',
  deleting: 'Deleting…',
  deleted: 'Your account has been deleted.',
  passwordRequired: 'Password is required',
} as const;
