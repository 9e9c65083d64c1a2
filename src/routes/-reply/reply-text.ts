/** Every string of the job seeker's reply page (/reply#<token>). */
export const replyText = {
  title: 'Your conversation',
  lead: 'Read the employer’s messages and reply here. Your reply goes to them at once.',
  loading: 'Loading the conversation…',
  invalid: 'This link is not valid. Open the latest e-mail from the employer and use its link.',
  with: (company: string) => `Messages with ${company}`,
  aboutJob: (title: string) => `About your application for ${title}`,
  you: 'You',
  noMessages: 'No messages yet.',
  replyLabel: 'Your reply',
  send: 'Send reply',
  sending: 'Sending…',
  sent: 'Reply sent.',
  privacy: 'This page is private to you: do not share its address.',
} as const;
