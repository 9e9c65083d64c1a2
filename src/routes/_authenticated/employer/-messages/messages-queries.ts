import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';
import { MESSAGE_THREAD_SIZE, PAGE_SIZE_DEFAULT } from '@/domain/constants';

export type Conversation = components['schemas']['Conversation'];
export type ConversationList = components['schemas']['ConversationList'];
export type Message = components['schemas']['Message'];
export type MessageStreamEvent = components['schemas']['MessageStreamEvent'];

/** Every messages query starts with this key: one invalidation refreshes them all. */
export const MESSAGES_KEY = ['messages'] as const;

export const conversationsQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'conversations', { page }],
    queryFn: async ({ signal }): Promise<ConversationList> => {
      return dataOrThrow(await api.GET('/api/employer/conversations/', {
        params: { query: { page, page_size: PAGE_SIZE_DEFAULT } },
        signal,
      }));
    },
    placeholderData: keepPreviousData,
  });

export const conversationQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'conversation', id],
    queryFn: async ({ signal }): Promise<Conversation> => {
      return dataOrThrow(await api.GET('/api/employer/conversations/{id}/', { params: { path: { id } }, signal }));
    },
  });

/** The latest messages, oldest first, and how many there are in all. */
export const threadQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'thread', id],
    queryFn: async ({ signal }): Promise<{ count: number; messages: Message[] }> => {
      const data = dataOrThrow(await api.GET('/api/employer/conversations/{id}/messages/', {
        params: { path: { id }, query: { page_size: MESSAGE_THREAD_SIZE } },
        signal,
      }));
      return { count: data.count, messages: [...data.results].reverse() };
    },
  });

export const unreadQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'unread'],
    queryFn: async ({ signal }): Promise<number> => {
      const data = dataOrThrow(await api.GET('/api/employer/messages/unread/', { signal }));
      return data.unread;
    },
  });

/** Starts (or finds) the conversation with a job seeker; its id. */
export async function startConversation(api: ApiClient, jobSeeker: string, application: string | undefined): Promise<string> {
  const data = dataOrThrow(await api.POST('/api/employer/conversations/', {
    body: { job_seeker: jobSeeker, ...(application && { application }) },
  }));
  return data.id;
}

export async function markConversationRead(api: ApiClient, id: string): Promise<Conversation> {
  return dataOrThrow(await api.POST('/api/employer/conversations/{id}/read/', { params: { path: { id } } }));
}
