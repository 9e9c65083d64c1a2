/** Longest side of a logo after conversion: plenty for every logo size (docs/requirements.md §9 sm–xl) on sharp screens. */
const MAX_SIDE = 512;

/**
 * Reads a chosen image as a PNG data URL (docs/requirements.md §5: the logo is sent as a PNG file), scaled down to at most
 * 512 px. Rejects when the file is not an image the browser can decode.
 */
export async function imageFileToPngDataUrl(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new TypeError('Not an image');
  if (typeof createImageBitmap !== 'function') return readAsDataUrl(file);
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return readAsDataUrl(file);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  } finally {
    bitmap.close();
  }
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable'));
    reader.readAsDataURL(file);
  });
}
