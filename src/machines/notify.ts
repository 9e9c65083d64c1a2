/** What machines emit for components to act on; machines never toast or navigate themselves. */
export interface NotifyEvent {
  type: 'notify';
  kind: 'success' | 'error' | 'info';
  message: string;
  description?: string;
  /** A button in the toast, e.g. "Login Now" → /login. */
  action?: { label: string; to: string; search?: Record<string, string> };
}

export interface RedirectEvent {
  type: 'redirect';
  to: string;
  replace: boolean;
  search?: Record<string, string>;
}
