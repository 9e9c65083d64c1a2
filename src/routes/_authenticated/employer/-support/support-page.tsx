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
import { CATEGORY_LABELS, STATUS_LABELS, SUPPORT_TEXT as T } from './support-text';

export function SupportPage({ search, onSearch }: { search: SupportSearch; onSearch: (next: SupportSearch) => void }) {
  return (
    <EmployerPage title={T.title} lead={T.lead}>
      <ContactDetails />
      {search.ticket ? (
        <TicketDetail id={search.ticket} onBack={() => onSearch({ ...search, ticket: undefined })} />
      ) : search.new ? (
        <TicketForm onCreated={(t) => onSearch({ ticket: t.id })} onCancel={() => onSearch({ ...search, new: undefined })} />
      ) : (
        <TicketList search={search} onSearch={onSearch} />
      )}
    </EmployerPage>
  );
}

function ContactDetails() {
  return (
    <section aria-labelledby="support-contact" className="card stack">
      <h2 id="support-contact">{T.contactHeading}</h2>
      <dl>
        <div>
          <dt>{T.contactEmail}</dt>{' '}
          <dd>
            <a href={`mailto:${branding.contactEmail}`}>{branding.contactEmail}</a>
          </dd>
        </div>
        <div>
          <dt>{T.contactForm}</dt>{' '}
          <dd>
            {T.contactFormText} <Link to="/contact">{T.contactForm}</Link>
          </dd>
        </div>
      </dl>
      <p className="muted">{branding.legalName}</p>
    </section>
  );
}

function TicketList({ search, onSearch }: { search: SupportSearch; onSearch: (next: SupportSearch) => void }) {
  const page = search.page ?? 1;
  const query = useQuery(supportTicketsQuery(page, search.status));
  return (
    <section aria-labelledby="support-tickets" className="stack">
      <div className="cluster">
        <h2 id="support-tickets">{T.listHeading}</h2>{' '}
        <button type="button" className="btn btn--primary" onClick={() => onSearch({ new: true })}>
          {T.newTicket}
        </button>
      </div>
      <div className="field">
        <label htmlFor="support-status">{T.statusFilter}</label>
        <select id="support-status" className="select" value={search.status ?? ''}
          onChange={(e) => onSearch({ status: (e.target.value || undefined) as SupportStatus | undefined })}>
          <option value="">{T.allStatuses}</option>
          {SUPPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <QueryState query={query} loading={T.loading}>
        {(data) => data.count === 0 ? (
          <p className="muted">{search.status ? T.emptyFiltered : T.empty}</p>
        ) : (
          <>
            <ul className="plain-list stack" aria-label={T.listHeading}>
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
              label={T.pagination}
              text={T}
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
        <button type="button" className="btn btn--ghost" onClick={onOpen}>
          <strong>
            {T.ticketNumber(ticket.number)} {ticket.subject}
          </strong>
        </button>
      </p>
      <p>
        <span className={`tag status-tag--${ticket.status}`}>{STATUS_LABELS[ticket.status]}</span>{' '}
        {ticket.status === 'answered' ? <span className="tag">{T.awaitingYou}</span> : null}{' '}
        <span className="muted">
          {CATEGORY_LABELS[ticket.category]} · {T.messages(ticket.message_count)} · {T.updated} {formatDateTime(ticket.updated_at)}
        </span>
      </p>
    </div>
  );
}
