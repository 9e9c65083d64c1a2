import type { Glossary } from './glossary';

const spec = 'docs/decisions.md Conversation / message';

/** Names used by the messages machines. Shared names get a `message-outbox:` meaning of their own. */
export const messagesGlossary: Partial<Glossary> = {
  machines: {
    'message-outbox': { meaning: 'Messages written by the employer, kept on the device and sent one at a time, each exactly once.', spec },
  },
  events: {
    'outbox.write': { meaning: 'The employer sent a message from the composer (a blank one is ignored).', spec },
    'outbox.retry': { meaning: 'The employer asked to send a failed message again.', spec },
    'outbox.discard': { meaning: 'The employer dropped a failed message.', spec },
    'message-outbox:network.offline': { meaning: 'The device lost its connection: messages wait.', spec },
    'message-outbox:network.online': { meaning: 'The device is connected again: waiting messages go out.', spec },
  },
  guards: {
    hasQueuedMessage: { meaning: 'The outbox holds a message to send (not marked failed).', spec },
    isWritten: { meaning: 'The message has text other than spaces.', spec },
    'message-outbox:isKnownOffline': { meaning: 'The device is known to be offline.', spec },
    'message-outbox:isTransientFailure': { meaning: 'Sending failed for no answer, a timeout, 429 or a 5xx (worth retrying).', spec },
  },
  actions: {
    enqueue: { meaning: 'Adds the message to the outbox with a new idempotency key, shown as pending.', spec },
    requeue: { meaning: 'Marks a failed message queued again, keeping its key.', spec },
    discard: { meaning: 'Removes a failed message from the outbox.', spec },
    markInFlight: { meaning: 'Remembers which message is being sent.', spec },
    confirmSent: { meaning: 'Removes the sent message from the outbox; the failure count restarts.', spec },
    markRefused: { meaning: 'Marks the message the server refused as failed, with the server’s words.', spec },
    announceDelivered: { meaning: 'Tells the page the server has the message, with its answer.', spec },
    notifyRefused: { meaning: 'Error toast: the message could not be sent, and why.', spec },
    'message-outbox:countFailure': { meaning: 'Counts the failed send, for the backoff.', spec },
    'message-outbox:goOffline': { meaning: 'Notes the device is offline.', spec },
    'message-outbox:goOnline': { meaning: 'Notes the device is online.', spec },
  },
  actors: {
    sendMessage: { meaning: 'POSTs the message with its `client_key`; the server stores one message per key.', spec },
  },
  delays: {
    'message-outbox:retryBackoff': { meaning: 'Pause before re-sending a message: doubles per failure up to a cap.', spec },
  },
};
