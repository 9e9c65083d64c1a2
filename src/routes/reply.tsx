import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { loadCatalogue } from '@/domain/i18n/i18n';
import { ReplyPage } from './-reply/reply-page';

export const Route = createFileRoute('/reply')({
  // Its text is in the public pages' catalogue part (src/domain/i18n/catalogue-parts.ts).
  loader: () => loadCatalogue('pages'),
  head: () => pageHead('pageTitle.reply'),
  component: ReplyPage,
});
