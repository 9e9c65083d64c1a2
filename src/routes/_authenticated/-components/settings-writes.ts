/** The settings pages' writes in the workspace outbox: one resource per page, so each page's changes go in order. */
export const SETTINGS_RESOURCE = {
  company: 'settings:company',
  hr: 'settings:hr',
  notifications: 'settings:notifications',
  billing: 'settings:billing',
} as const;
