import { describe, expect, it } from 'vitest';
import { dataImageToFile, isInlineDataImage } from '@/domain/inline-image';

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('inline data images (docs/requirements.md §5 logo rule)', () => {
  it.each([
    ['a PNG data URL', PNG_1PX, true],
    ['an https URL', 'https://cdn.example.com/logo.png', false],
    ['a relative path', '/media/logos/1.png', false],
    ['a data URL that is not an image', 'data:text/html;base64,PGgxPg==', false],
    ['null', null, false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isInlineDataImage(value)).toBe(expected);
  });

  it('turns the data URL into a PNG-named file with the same bytes', async () => {
    const file = dataImageToFile(PNG_1PX);
    expect(file.name).toBe('company-logo.png');
    expect(file.type).toBe('image/png');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('refuses anything that is not an inline data image', () => {
    expect(() => dataImageToFile('https://cdn.example.com/logo.png')).toThrow('Not an inline data image');
  });
});
