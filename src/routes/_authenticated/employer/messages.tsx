import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { MessagesPage } from './-messages/messages-page';
import { validateMessagesSearch } from './-messages/messages-search';

export const Route = createFileRoute('/_authenticated/employer/messages')({
  validateSearch: validateMessagesSearch,
  head: () => pageHead('Messages'),
  component: MessagesRoute,
});

function MessagesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MessagesPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
