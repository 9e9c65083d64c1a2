import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { NotificationSettingsPage } from '../-components/notification-settings';

export const Route = createFileRoute('/_authenticated/employer/notification-settings')({
  head: () => pageHead('pageTitle.notificationSettings'),
  component: NotificationSettingsPage,
});
