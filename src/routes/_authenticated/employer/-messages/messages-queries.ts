import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { api } from '@/api/client';
import { failureFromResponse } from '@/api/error-text';
import type { components } from '@/api/schema.gen';
import { MESSAGE_THREAD_SIZE, PAGE_SIZE_DEFAULT } from '@/domain/constants';
import type { OutboxMessage } from '@/machines/message-outbox.machine';

export type Conversation = components['schemas']['Conversation'];
export type ConversationList = components['schemas']['ConversationList'];
export type Message = components['schemas']['Message'];
export type MessageStreamEvent = components['schemas']['MessageStreamEvent'];

/** Every messages query starts with this key: one invalidation refreshes them all. */
export const MESSAGES_KEY = ['messages'] as const;

export const conversationsQuery = (page: number) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'conversations', { page }],
    queryFn: async ({ signal }): Promise<ConversationList> => {
      const { data, error, response } = await api.GET('/api/employer/conversations/', {
        params: { query: { page, page_size: PAGE_SIZE_DEFAULT } },
        signal,
      });
      if (data) return data;
      throw failureFromResponse(response, error);
    },
    placeholderData: keepPreviousData,
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'conversation', id],
    queryFn: async ({ signal }): Promise<Conversation> => {
      const { data, error, response } = await api.GET('/api/employer/conversations/{id}/', { params: { path: { id } }, signal });
      if (data) return data;
      throw failureFromResponse(response, error);
    },
  });

/** The latest messages, oldest first, and how many there are in all. */
export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'thread', id],
    queryFn: async ({ signal }): Promise<{ count: number; messages: Message[] }> => {
      const { data, error, response } = await api.GET('/api/employer/conversations/{id}/messages/', {
        params: { path: { id }, query: { page_size: MESSAGE_THREAD_SIZE } },
        signal,
      });
      if (data) return { count: data.count, messages: [...data.results].reverse() };
      throw failureFromResponse(response, error);
    },
  });

export const unreadQuery = () =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'unread'],
    queryFn: async ({ signal }): Promise<number> => {
      const { data, error, response } = await api.GET('/api/employer/messages/unread/', { signal });
      if (data) return data.unread;
      throw failureFromResponse(response, error);
    },
  });

/** Starts (or finds) the conversation with a job seeker; its id. */
export async function startConversation(jobSeeker: string, application: string | undefined): Promise<string> {
  const { data, error, response } = await api.POST('/api/employer/conversations/', {
    body: { job_seeker: jobSeeker, ...(application && { application }) },
  });
  if (data) return data.id;
  throw failureFromResponse(response, error);
}

export async function markConversationRead(id: string): Promise<Conversation> {
  const { data, error, response } = await api.POST('/api/employer/conversations/{id}/read/', { params: { path: { id } } });
  if (data) return data;
  throw failureFromResponse(response, error);
}

/** POSTs one message with its idempotency key: sent twice, the server still stores it once. */
export const sendMessageActor = fromPromise<unknown, OutboxMessage>(async ({ input }) => {
  const { data, error, response } = await api.POST('/api/employer/conversations/{id}/messages/', {
    params: { path: { id: input.conversationId } },
    body: { body: input.body, client_key: input.key },
  });
  if (data) return data;
  throw failureFromResponse(response, error);
});
