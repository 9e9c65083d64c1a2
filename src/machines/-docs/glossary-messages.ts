import type { Glossary } from './types';

const spec = 'docs/decisions.md Conversation / message';

/** Names used by the messages machines. Shared names get a `message-outbox:` meaning of their own. */
export const messagesGlossary: Partial<Glossary> = {
  machines: {
    'message-outbox': { meaning: 'Messages written by the employer, kept on the device and sent one at a time, each exactly once.', spec },
  },
  events: {
    'outbox.write': { meaning: 'The employer sent a message from the composer (a blank one is ignored).', spec },
    'message-outbox:outbox.retry': { meaning: 'The employer asked to send a failed message again.', spec },
    'message-outbox:outbox.discard': { meaning: 'The employer dropped a failed message.', spec },
    'message-outbox:network.offline': { meaning: 'The device lost its connection: messages wait.', spec },
    'message-outbox:network.online': { meaning: 'The device is connected again: waiting messages go out.', spec },
  },
  guards: {
    isWritten: { meaning: 'The message has text other than spaces.', spec },
  },
  actions: {
    announceDelivered: { meaning: 'Tells the page the server has the message, with its answer.', spec },
    queueMessage: { meaning: 'Hands the trimmed message to the outbox with a new idempotency key, shown as pending.', spec },
    notifyRefused: { meaning: 'Error toast: the message could not be sent, and why.', spec },
  },
};
