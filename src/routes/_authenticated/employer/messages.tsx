import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { MessagesPage } from './-messages/messages-page';
import { validateMessagesSearch } from './-messages/messages-search';
import { t } from '@/domain/i18n/i18n';
import { RoleGate } from '../-components/role-gate';

export const Route = createFileRoute('/_authenticated/employer/messages')({
  validateSearch: validateMessagesSearch,
  head: () => pageHead('pageTitle.messages'),
  component: MessagesRoute,
});

function MessagesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RoleGate capability="messageCandidates" title={t('messages.title')}>
      <MessagesPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
    </RoleGate>
  );
}
