/** Reads the server-sent events of a response (the live message stream), one `data:` event at a time. */
export function sseEvents(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** The next `data:` event, or null when the stream ended. */
    async next(): Promise<Record<string, unknown> | null> {
      for (;;) {
        const match = /^data: (.*)$/m.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as Record<string, unknown>;
        }
        const { done, value } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}
