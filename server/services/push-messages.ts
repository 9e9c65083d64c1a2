// What each push notification says (docs/offline.md "Notifications"). Short: a phone shows about two lines, and a
// lock screen shows them to anyone holding it, so a message's text is cut to a preview.
import { oneLine } from './mail-templates';
import { applicationPath } from './portal-links';
import type { PushPayload } from './push';

/** Characters of a message shown in its notification. */
export const PUSH_PREVIEW_CHARS = 120;

const clip = (text: string, max: number) => {
  const line = oneLine(text);
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
};

export function newApplicationPush(o: { applicationId: string; jobId: string; jobTitle: string; applicant: string }): PushPayload {
  return {
    title: clip(`New application for ${o.jobTitle}`, 100),
    body: clip(`${o.applicant} applied for ${o.jobTitle}.`, PUSH_PREVIEW_CHARS),
    url: applicationPath(o.jobId, o.applicationId),
    tag: `application-${o.applicationId}`,
  };
}

/** One notification per conversation: a newer message replaces the older one's. */
export function newMessagePush(o: { conversationId: string; seekerName: string; body: string }): PushPayload {
  return {
    title: clip(`New message from ${o.seekerName}`, 100),
    body: clip(o.body, PUSH_PREVIEW_CHARS),
    url: `/employer/messages?c=${o.conversationId}`,
    tag: `conversation-${o.conversationId}`,
  };
}

/** A member was mentioned in a comment on an application; one notification per application. */
export function mentionPush(o: { applicationId: string; jobId: string; author: string; applicant: string; body: string }): PushPayload {
  return {
    title: clip(`${o.author} mentioned you about ${o.applicant}`, 100),
    body: clip(o.body, PUSH_PREVIEW_CHARS),
    url: applicationPath(o.jobId, o.applicationId),
    tag: `mention-${o.applicationId}`,
  };
}
