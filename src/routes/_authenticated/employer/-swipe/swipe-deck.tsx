import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActor } from '@xstate/react';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { inspect } from '@/machines/-live/inspector';
import { swipeMachine, type SwipeDecision, type SwipeMode } from '@/machines/swipe.machine';
import { isOnline, useOnlineStatus } from '@/pwa/online-status';
import { t } from '@/domain/i18n/i18n';
import { showToast } from '@/session/show-toast';
import { CandidateSummary } from '../-candidates/candidate-summary';
import { MatchScoreView } from '../-candidates/match-score-view';
import {
  lastKnownCards, loadCardsWith, pendingCardIds, swipeDeckKey, toMachineCard, type ApiSwipeCard,
} from './swipe-actors';
import type { SwipeSearch } from './swipe-search';
import { useApi } from '@/session/session-context';
import { useOutboxWrites, useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import { swipeWrite, type WorkspaceWriteView } from '@/session/workspace-outbox';

/** Load more once the deck is down to this many cards. */
const REFILL_AT = 3;
/** A drag further than this share of the card's width (at most the cap) decides. */
const DRAG_SHARE = 0.3;
const DRAG_CAP_PX = 120;
const isDecision = (write: WorkspaceWriteView) => write.kind === 'swipe.decision';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * The deck of one mode, job and set of filters (the page remounts it when they change). It opens once the workspace
 * outbox has loaded the decisions still waiting, so their cards are not offered again.
 */
export function SwipeDeck(props: { mode: SwipeMode; filters: SwipeSearch }) {
  const { ready } = useWorkspaceOutbox();
  if (!ready) {
    return (
      <p className="loading" role="status">
        {t('swipe.loading')}
      </p>
    );
  }
  return <Deck {...props} />;
}

function Deck({
  mode,
  filters,
}: {
  mode: SwipeMode;
  filters: SwipeSearch;
}) {
  const api = useApi();
  const outbox = useWorkspaceOutbox();
  const profiles = useRef(new Map<string, ApiSwipeCard>());
  const queryClient = useQueryClient();
  // The decisions waiting for the server, in the workspace outbox (also those made before a reload).
  const writes = useOutboxWrites(isDecision);
  const waiting = useMemo(() => writes.map((write) => ({ ...(write.detail as SwipeDecision), status: write.status, resource: write.resource })), [writes]);
  const waitingRef = useRef(waiting);
  waitingRef.current = waiting;
  // The deck's last answer, kept on the device: offline, the deck opens with the cards it had.
  const lastDeck = useQuery<ApiSwipeCard[]>({ queryKey: swipeDeckKey(filters), queryFn: skipToken });
  const [machine] = useState(() =>
    swipeMachine.provide({
      actors: {
        loadCards: loadCardsWith(
          api, filters, (card) => profiles.current.set(card.id, card), () => pendingCardIds(waitingRef.current),
          (answer) => queryClient.setQueryData(swipeDeckKey(filters), answer),
        ),
      },
    }),
  );
  const [initialCards] = useState(() => {
    if (isOnline()) return [];
    const cards = lastKnownCards(lastDeck.data, pendingCardIds(waitingRef.current));
    cards.forEach((card) => profiles.current.set(card.id, card));
    return cards.map(toMachineCard);
  });
  const [snapshot, send, actorRef] = useActor(machine, {
    input: { mode, jobId: filters.job ?? null, cards: initialCards },
    inspect,
  });
  const { cards, last, exhausted } = snapshot.context;
  const online = useOnlineStatus();
  const sending = waiting.some((decision) => decision.status === 'sending');
  const deckRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragX, setDragX] = useState(0);
  const [passReason, setPassReason] = useState('');
  const drag = useRef<{ x: number; width: number } | null>(null);

  const top = cards[0];
  const loading = snapshot.matches({ loader: 'loading' });

  // Machines decide, the page shows: toasts and the outbox live here.
  useEffect(() => {
    const subscriptions = [
      actorRef.on('notify', (event) => showToast(event)),
      actorRef.on('decision.queued', ({ decision }) => {
        void outbox.enqueue(swipeWrite(decision)).then((outcome) => {
          if (outcome.type !== 'refused') return;
          // A refused decision changed nothing: it leaves the outbox, and the deck says so.
          outbox.discard(outcome.key);
          actorRef.send({ type: 'decision.refused', decision, reason: outcome.reason });
        });
      }),
      actorRef.on('decision.withdrawn', ({ key, replacement }) => outbox.withdraw(key, swipeWrite(replacement))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, outbox]);

  // The first cards, and more whenever the deck runs low.
  useEffect(() => {
    const { context } = actorRef.getSnapshot();
    if (context.cards.length <= REFILL_AT && !context.exhausted && isOnline()) actorRef.send({ type: 'deck.loadMore' });
  }, [actorRef, cards.length]);

  // Keys work at once: focus leaves the choices above for the deck.
  useEffect(() => {
    deckRef.current?.focus();
  }, []);

  function decide(kind: 'right' | 'left' | 'undo') {
    const { context } = actorRef.getSnapshot();
    if (kind === 'undo') {
      if (!context.last) return;
      setAnnouncement(t('swipe.announceUndo', { name: context.last.card.fullName }));
      send({ type: 'swipe.undo' });
      return;
    }
    const card = context.cards[0];
    if (!card) return;
    const what = kind === 'left' ? t('swipe.decided.pass') : mode === 'applicants' ? t('swipe.decided.shortlist') : t('swipe.decided.save');
    setAnnouncement(t('swipe.announce', { name: card.fullName, what }));
    if (kind === 'right') send({ type: 'swipe.right' });
    else send({ type: 'swipe.left', ...(passReason ? { reason: passReason } : {}) });
    setPassReason('');
  }

  const decideRef = useRef(decide);
  decideRef.current = decide;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const kind = event.key === 'ArrowRight' ? 'right' : event.key === 'ArrowLeft' ? 'left' : event.key.toLowerCase() === 'u' ? 'undo' : null;
      if (!kind) return;
      event.preventDefault();
      decideRef.current(kind);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: event.currentTarget.offsetWidth };
  }
  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (drag.current) setDragX(event.clientX - drag.current.x);
  }
  function onPointerEnd(event: PointerEvent<HTMLElement>) {
    if (!drag.current) return;
    const distance = event.clientX - drag.current.x;
    const threshold = Math.min(DRAG_CAP_PX, drag.current.width * DRAG_SHARE);
    drag.current = null;
    setDragX(0);
    if (event.type === 'pointerup' && Math.abs(distance) >= threshold) decide(distance > 0 ? 'right' : 'left');
  }

  const profile = top ? profiles.current.get(top.id) : undefined;
  const leaning = dragX > 0 ? 'right' : dragX < 0 ? 'left' : null;
  return (
    <section className="stack" aria-labelledby="swipe-deck-heading">
      <h2 id="swipe-deck-heading">{t('swipe.deckHeading')}</h2>
      <PendingDecisions outbox={waiting} online={online} sending={sending} />
      <div ref={deckRef} className="deck" tabIndex={-1} aria-label={t('swipe.deckLabel')} role="group">
        {top ? (
          <article
            key={top.id}
            className="deck__card card"
            data-leaning={leaning ?? undefined}
            style={dragX ? { transform: `translateX(${dragX}px) rotate(${dragX / 20}deg)` } : undefined}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            aria-labelledby="deck-card-name"
          >
            {profile ? (
              <CandidateSummary seeker={profile.job_seeker} headingId="deck-card-name" />
            ) : (
              <h3 id="deck-card-name" className="candidate__name">
                {top.fullName}
              </h3>
            )}
            {top.match ? <MatchScoreView match={top.match} /> : null}
            <p className="muted deck__left">{t('swipe.remaining', { n: cards.length })}</p>
          </article>
        ) : (
          <div className="deck__empty card" role="status">
            {loading ? (
              <p>{t('swipe.loading')}</p>
            ) : (
              <>
                <p>
                  <strong>{t('swipe.empty')}</strong>
                </p>
                <p className="muted">{t('swipe.emptyHint')}</p>
                {exhausted ? null : (
                  <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'deck.loadMore' })}>
                    {t('swipe.lookAgain')}
                  </button>
                )}
              </>
            )}
          </div>
        )}
      </div>
      <div className="deck__actions">
        <button type="button" className="btn btn--secondary" disabled={!top} aria-label={top ? t('swipe.passLabel', { name: top.fullName }) : t('swipe.pass')} onClick={() => decide('left')}>
          {t('swipe.pass')}
        </button>
        <button type="button" className="btn btn--ghost" disabled={!last} aria-label={t('swipe.undoLabel')} onClick={() => decide('undo')}>
          {t('swipe.undo')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!top}
          aria-label={top ? t(`swipe.rightLabel.${mode}`, { name: top.fullName }) : t(`swipe.right.${mode}`)}
          onClick={() => decide('right')}
        >
          {t(`swipe.right.${mode}`)}
        </button>
      </div>
      <div className="deck__reason field">
        <label htmlFor="pass-reason">{t('swipe.passReason')}</label>
        <select id="pass-reason" className="select" value={passReason} disabled={!top} onChange={(e) => setPassReason(e.target.value)}>
          <option value="">{t('swipe.noReason')}</option>
          {PASS_REASONS.map((reason) => (
            <option key={reason}>{t(`swipe.passReason.${reason}`)}</option>
          ))}
        </select>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {loading && top ? <p className="muted">{t('swipe.loadingMore')}</p> : null}
    </section>
  );
}

/** The reasons offered for passing; the chosen one is sent in the words shown. */
const PASS_REASONS = ['skills', 'experience', 'distance', 'salary', 'other'] as const;

function PendingDecisions({ outbox, online, sending }: {
  outbox: readonly { key: string; kind: SwipeDecision['kind']; candidateName: string; status: string; resource: string }[];
  online: boolean;
  sending: boolean;
}) {
  return (
    <div className="deck__pending" role="status">
      {outbox.length ? (
        <>
          <p>
            <strong className="deck__pending-count">{t('swipe.pending', { n: outbox.length })}</strong>{' '}
            {online ? (sending ? t('swipe.pendingSending') : null) : t('swipe.pendingOffline')}
          </p>
          <ul className="plain-list deck__pending-list">
            {outbox.map((decision) => (
              <li key={decision.key} className="tag">
                {t('swipe.pendingItem', { what: t(`swipe.decided.${decision.kind}`), name: decision.candidateName })}
                {decision.status === 'failed' ? <OutboxItemStatus resource={decision.resource} /> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
