// Plain-text tables and figures for the console.
export const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
export const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

/** Left-aligned columns; numbers-looking cells right-aligned. */
export function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '—')));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const numeric = (cell) => /^[\d.]+( kB| ms| s)?$/.test(cell);
  const line = (row) => row.map((cell, i) => (numeric(cell) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

/** "src/routes/faq.tsx?tsr-split=component" → "faq.tsx (component)". */
export function chunkLabel(key) {
  const [file, query] = key.split('?');
  const split = new URLSearchParams(query ?? '').get('tsr-split');
  return `${file.replace(/^src\/routes\//, '')}${split ? ` (${split})` : ''}`;
}
