import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/** A catalogue with every ICU message parsed ahead of time, so the browser needs no MessageFormat parser. */
export function compileCatalogue(messages: Record<string, string>): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`UI text "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}
