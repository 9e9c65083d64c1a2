import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { ReplyPage } from './-reply/reply-page';

export const Route = createFileRoute('/reply')({
  head: () => pageHead('pageTitle.reply'),
  component: ReplyPage,
});
