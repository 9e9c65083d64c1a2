import { useQuery } from '@tanstack/react-query';
import { t } from '@/domain/i18n/i18n';
import { EmployerPage } from '@/routes/_authenticated/-components/employer-page';
import { useApi, useSessionView } from '@/session/session-context';
import { filterOptionsQuery } from '../-candidates/candidate-queries';
import { SwipeDeck } from './swipe-deck';
import type { SwipeSearch } from './swipe-search';
import { SwipeSetup } from './swipe-setup';
import './swipe.css';

/** The deck's keys (swipe-deck.tsx) and what each does. */
const KEYS = [['→', 'right'], ['←', 'left'], ['U', 'undo']] as const;

/** /employer/swipe: choose a deck, then decide card by card with drag, buttons or keys. */
export function SwipePage({ search, onSearch }: { search: SwipeSearch; onSearch: (search: SwipeSearch) => void }) {
  const api = useApi();
  const options = useQuery(filterOptionsQuery(api));
  // The deck is the account's: another account signing in gets a deck of its own.
  const userId = useSessionView().user?.id ?? 'anonymous';
  const ready = search.mode === 'seekers' || (search.mode === 'applicants' && search.job);
  return (
    <EmployerPage title={t('swipe.title')} lead={t('swipe.lead')}>
      <SwipeSetup key={JSON.stringify(search)} search={search} jobs={options.data?.jobs ?? []} onSearch={onSearch} />
      {ready && search.mode ? <SwipeDeck key={`${userId}:${JSON.stringify(search)}`} mode={search.mode} filters={search} /> : null}
      <section className="deck__keys" aria-labelledby="swipe-keys">
        <h2 id="swipe-keys">{t('swipe.keysHeading')}</h2>
        <dl>
          {KEYS.map(([key, what]) => (
            <div key={key}>
              <dt>
                <kbd>{key}</kbd>
              </dt>
              <dd>{t(`swipe.key.${what}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">{t('swipe.dragHint')}</p>
      </section>
    </EmployerPage>
  );
}
