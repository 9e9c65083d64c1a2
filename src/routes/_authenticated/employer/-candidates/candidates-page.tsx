import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Pagination } from '@/components/pagination';
import { EmployerPage } from '@/routes/_authenticated/-components/employer-page';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { t } from '@/domain/i18n/i18n';
import { CandidateFilters } from './candidate-filters';
import { candidateSearchQuery, filterOptionsQuery, type CandidateList } from './candidate-queries';
import type { CandidateSearch } from './candidate-search';
import { CandidateSummary } from './candidate-summary';
import { MatchScoreView } from './match-score-view';
import { SaveToggle } from './save-toggle';
import { useApi } from '@/session/session-context';

/** /employer/candidates: job-seeker search with every filter in the URL. */
export function CandidatesPage({ search, onSearch }: { search: CandidateSearch; onSearch: (search: CandidateSearch) => void }) {
  const api = useApi();
  const options = useQuery(filterOptionsQuery(api));
  const results = useQuery(candidateSearchQuery(api, search));
  return (
    <EmployerPage title={t('candidates.title')} lead={t('candidates.lead')}>
      <CandidateFilters search={search} jobs={options.data?.jobs ?? []} onSearch={onSearch} />
      <QueryState query={results} loading={t('candidates.loading')}>
        {(list) => <Results list={list} search={search} onSearch={onSearch} />}
      </QueryState>
    </EmployerPage>
  );
}

function Results({ list, search, onSearch }: { list: CandidateList; search: CandidateSearch; onSearch: (search: CandidateSearch) => void }) {
  return (
    <section className="stack" aria-labelledby="candidate-results">
      <h2 id="candidate-results">{t('candidates.resultsHeading')}</h2>
      <p role="status">{t('candidates.results', { count: list.count })}</p>
      {list.results.length === 0 ? <p className="muted">{t('candidates.noResults')}</p> : null}
      <ul className="result-list">
        {list.results.map((candidate) => (
          <li key={candidate.job_seeker.id} className="card">
            <CandidateSummary seeker={candidate.job_seeker} />
            {candidate.match ? <MatchScoreView match={candidate.match} /> : null}
            <div className="result-actions">
              <SaveToggle
                key={candidate.saved_id ?? 'unsaved'}
                seeker={candidate.job_seeker}
                savedId={candidate.saved_id}
                job={search.job}
              />
              <Link
                to="/employer/messages"
                search={{ seeker: candidate.job_seeker.id, ...(candidate.application_id && { application: candidate.application_id }) }}
                className="btn btn--secondary"
                aria-label={t('messages.messageCandidate', { name: candidate.job_seeker.full_name })}
              >
                {t('messages.message')}
              </Link>
              {candidate.application_id && search.job ? (
                <Link
                  to="/employer/job/$jobId/candidates"
                  params={{ jobId: search.job }}
                  search={{ application: candidate.application_id }}
                >
                  {t('candidates.applied')}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={search.page ?? 1}
        count={list.count}
        label="candidates.pagination"
        onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
      />
    </section>
  );
}
