const size = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** "240 KB", "3.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${size.format(bytes / 1024)} KB`;
  return `${size.format(bytes / 1_048_576)} MB`;
}
