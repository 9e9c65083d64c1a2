/** /employer/messages in the URL: the open conversation, or a job seeker (and application) to start one with. */
export interface MessagesSearch {
  c?: string;
  seeker?: string;
  application?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : undefined);

export function validateMessagesSearch(input: Record<string, unknown>): MessagesSearch {
  const c = uuid(input.c);
  const seeker = uuid(input.seeker);
  const application = seeker ? uuid(input.application) : undefined;
  return { ...(c && { c }), ...(seeker && { seeker }), ...(application && { application }) };
}
