import type { Glossary } from './types';

const spec = 'docs/decisions.md Swipe';

/** Names used by the outbox machine, and by the machines that send through it. */
export const outboxGlossary: Partial<Glossary> = {
  machines: {
    outbox: { meaning: 'Work written on the device, sent to the server one item at a time, oldest first, each exactly once.', spec },
  },
  guards: {
    hasQueuedItem: { meaning: 'The outbox holds an item to send (not marked failed, not behind a failed item of its resource).', spec },
    isKnownOffline: { meaning: 'The device is known to be offline.', spec },
    isTransientFailure: { meaning: 'Sending failed for no answer, a timeout, 429, a 5xx or a 409 with Retry-After (worth retrying).', spec },
  },
  actions: {
    addItem: { meaning: 'Adds the item, with the key its caller gave it, behind the others.', spec },
    requeue: { meaning: 'Marks a failed item queued again, keeping its key.', spec },
    discard: { meaning: 'Removes a failed item from the outbox.', spec },
    replace: { meaning: 'Puts a new item, with its own key, in a failed item’s place, queued (after a conflict).', spec },
    withdraw: { meaning: 'Forgets an item never handed to the server; otherwise queues the replacement that undoes it.', spec },
    markInFlight: { meaning: 'Remembers which item is being sent, and that it may reach the server.', spec },
    confirmSent: { meaning: 'Removes the sent item from the outbox; the failure count restarts.', spec },
    settleRefused: { meaning: 'Marks the refused item failed with the server’s words, or drops it, as the caller chose.', spec },
    countFailure: { meaning: 'Counts the failed send, for the backoff.', spec },
    goOffline: { meaning: 'Notes the device is offline.', spec },
    goOnline: { meaning: 'Notes the device is online.', spec },
    reportDelivered: { meaning: 'Tells the caller (the parent machine) the server has the item, with its answer.', spec },
    reportRefused: { meaning: 'Tells the caller (the parent machine) the server refused the item, and why.', spec },
    passToOutbox: { meaning: 'Hands the event (retry, discard, the network) to the outbox.', spec },
  },
  actors: {
    sendItem: { meaning: 'The caller’s call that sends one item with its idempotency key.', spec },
    outbox: { meaning: 'The outbox machine, sending with the caller’s call and reporting back.', spec },
  },
  delays: {
    retryBackoff: { meaning: 'Pause before re-sending an item: doubles per failure up to a cap.', spec },
  },
};
