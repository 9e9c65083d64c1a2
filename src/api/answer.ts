import { errorText, failureFromResponse, failureFromThrown } from '@/api/error-text';

/** What an openapi-fetch call resolves to. */
export interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer's data; without data, the failure whose message follows docs/requirements.md §8. */
export function dataOrThrow<T>({ data, error, response }: Answer<T>): T {
  if (!data) throw failureFromResponse(response, error);
  return data;
}

/** The answer's data, or null when the status says the record is missing (docs/requirements.md §4: 404 is empty data). */
export function dataOrNull<T>(answer: Answer<T>, missing: readonly number[] = [404]): T | null {
  if (!answer.data && missing.includes(answer.response.status)) return null;
  return dataOrThrow(answer);
}

/**
 * A call's data once it answers with a success; otherwise rejects with a RequestFailure: a network failure or a
 * timeout as such, an error answer with the message docs/requirements.md §8 gives it (`choose` picks it).
 */
export async function answerOf<T>(call: Promise<Answer<T>>, choose = errorText): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch (error) {
    throw failureFromThrown(error);
  }
  if (answer.response.ok) return answer.data as T;
  throw failureFromResponse(answer.response, answer.error, choose);
}

/** For calls answered without data (204): rejects unless the status is a success or one of `alsoDone`. */
export function okOrThrow({ error, response }: Answer<unknown>, alsoDone: readonly number[] = []): void {
  if (!response.ok && !alsoDone.includes(response.status)) throw failureFromResponse(response, error);
}
