/** docs/requirements.md §5: a company logo is sent only if it is an inline data image. */
export function isInlineDataImage(value: unknown): value is string {
  return typeof value === 'string' && /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+=*$/i.test(value);
}

/** The bytes of an inline data image as a PNG-named file (docs/requirements.md §5: uploaded as a PNG file). */
export function dataImageToFile(dataUrl: string, name = 'company-logo.png'): File {
  if (!isInlineDataImage(dataUrl)) throw new TypeError('Not an inline data image');
  const [header, base64 = ''] = dataUrl.split(',');
  const type = /^data:([^;]+)/.exec(header ?? '')?.[1] ?? 'image/png';
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type });
}
