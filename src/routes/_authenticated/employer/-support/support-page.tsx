import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Pagination } from '@/components/pagination';
import { branding } from '@/domain/branding';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { formatDateTime } from '../../-components/date-time';
import { SUPPORT_PAGE_SIZE, supportTicketsQuery, type SupportStatus, type SupportTicketSummary } from './support-queries';
import { TicketDetail } from './ticket-detail';
import { TicketForm } from './ticket-form';
import { SUPPORT_STATUSES, type SupportSearch } from './support-search';
import { t } from '@/domain/i18n/i18n';
import { useApi } from '@/session/session-context';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { useOutboxWrites } from '@/session/workspace-outbox-context';
import type { WorkspaceWriteView } from '@/session/workspace-outbox';

export function SupportPage({ search, onSearch }: { search: SupportSearch; onSearch: (next: SupportSearch) => void }) {
  return (
    <EmployerPage title={t('support.title')} lead={t('support.lead')}>
      {search.ticket ? (
        <TicketDetail id={search.ticket} onBack={() => onSearch({ ...search, ticket: undefined })} />
      ) : search.new ? (
        <TicketForm onCreated={(created) => onSearch(created ? { ticket: created.id } : {})} onCancel={() => onSearch({ ...search, new: undefined })} />
      ) : (
        <TicketList search={search} onSearch={onSearch} />
      )}
      {/* After the tickets: on a phone the ticket itself is what the page opens to. */}
      <ContactDetails />
    </EmployerPage>
  );
}

function ContactDetails() {
  return (
    <section aria-labelledby="support-contact" className="card stack">
      <h2 id="support-contact">{t('support.contactHeading')}</h2>
      <dl className="pairs">
        <div>
          <dt>{t('support.contactEmail')}</dt>{' '}
          <dd>
            <a href={`mailto:${branding.contactEmail}`}>{branding.contactEmail}</a>
          </dd>
        </div>
        <div>
          <dt>{t('support.contactForm')}</dt>{' '}
          <dd>
            {t('support.contactFormText')} <Link to="/contact">{t('support.contactForm')}</Link>
          </dd>
        </div>
      </dl>
      <p className="muted">{branding.legalName}</p>
    </section>
  );
}

function TicketList({ search, onSearch }: { search: SupportSearch; onSearch: (next: SupportSearch) => void }) {
  const api = useApi();
  const page = search.page ?? 1;
  const query = useQuery(supportTicketsQuery(api, page, search.status));
  return (
    <section aria-labelledby="support-tickets" className="stack">
      <div className="cluster">
        <h2 id="support-tickets">{t('support.listHeading')}</h2>{' '}
        <button type="button" className="btn btn--primary" onClick={() => onSearch({ new: true })}>
          {t('support.newTicket')}
        </button>
      </div>
      <div className="field">
        <label htmlFor="support-status">{t('support.statusFilter')}</label>
        <select id="support-status" className="select" value={search.status ?? ''}
          onChange={(e) => onSearch({ status: (e.target.value || undefined) as SupportStatus | undefined })}>
          <option value="">{t('support.allStatuses')}</option>
          {SUPPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`supportStatus.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <PendingTickets />
      <QueryState query={query} loading={t('support.loading')}>
        {(data) => data.count === 0 ? (
          <p className="muted">{search.status ? t('support.emptyFiltered') : t('support.empty')}</p>
        ) : (
          <>
            <ul className="plain-list stack" aria-label={t('support.listHeading')}>
              {data.results.map((ticket) => (
                <li key={ticket.id}>
                  <TicketCard ticket={ticket} onOpen={() => onSearch({ ...search, ticket: ticket.id })} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              count={data.count}
              pageSize={SUPPORT_PAGE_SIZE}
              label="support.pagination"
              onPage={(p) => onSearch({ ...search, page: p > 1 ? p : undefined })}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function TicketCard({ ticket, onOpen }: { ticket: SupportTicketSummary; onOpen: () => void }) {
  return (
    <div className="card stack">
      <p>
        <button type="button" className="btn btn--ghost btn--flush btn--wrap" onClick={onOpen}>
          <strong>
            {t('support.ticketNumber', { n: ticket.number })} {ticket.subject}
          </strong>
        </button>
      </p>
      <p>
        <span className={`tag status-tag--${ticket.status}`}>{t(`supportStatus.${ticket.status}`)}</span>{' '}
        {ticket.status === 'answered' ? <span className="tag">{t('support.awaitingYou')}</span> : null}{' '}
        <span className="muted">
          {t(`supportCategory.${ticket.category}`)} · {t('support.messages', { n: ticket.message_count })} · {t('support.updated')} {formatDateTime(ticket.updated_at)}
        </span>
      </p>
    </div>
  );
}

const isNewTicket = (write: WorkspaceWriteView) => write.kind === 'support.create';

/** Tickets opened offline, waiting to be sent (they have no number until the server has them). */
function PendingTickets() {
  const writes = useOutboxWrites(isNewTicket);
  if (!writes.length) return null;
  return (
    <ul className="plain-list stack" aria-label={t('support.pendingList')}>
      {writes.map((write) => (
        <li key={write.key} className="card stack">
          <p>
            <strong>{write.label}</strong>
          </p>
          <OutboxItemStatus resource={write.resource} />
        </li>
      ))}
    </ul>
  );
}
