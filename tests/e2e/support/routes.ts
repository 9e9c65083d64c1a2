/** Route lists from docs/requirements.md §2, and a URL matcher on the path alone (query strings may carry e-mail etc.). */

export const PUBLIC_PAGES = [
  '/', '/services', '/faq', '/contact', '/terms', '/privacy', '/pricing', '/registration', '/employer-registration',
  '/signup', '/login', '/forgot-password', '/jobs',
] as const;

export const PROTECTED_PAGES = [
  '/employer/overview', '/employer/jobs', '/employer/job-details', '/employer/job/42/candidates',
  '/employer/candidates', '/employer/saved', '/employer/payment', '/employer/support', '/employer/settings',
  '/employer/calendar', '/employer/messages', '/employer/swipe',
  '/settings/profile', '/settings/company', '/settings/billing', '/settings/notifications', '/settings/security',
  '/settings/team',
  '/settings/activity',
  '/employer/billing-settings', '/employer/company-settings', '/employer/notification-settings',
  '/employer/profile-settings', '/employer/security-settings', '/employer/not-found',
] as const;

export const atPath = (path: string) => (url: URL): boolean => url.pathname === path;
