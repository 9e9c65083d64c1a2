import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { DocMachine } from '@/machines/-docs/types';
import { BLOCK_BEGIN, BLOCK_END, icuLiteral, withCatalogueBlock } from './catalogue';

const doc = {
  name: 'door', description: 'A door.', states: [{ path: ['open'], description: 'It’s open: {not a placeholder}.' }],
  events: [], guards: [{ name: 'isFullPin', meaning: null }], actions: [], actors: [], delays: [],
} as unknown as DocMachine;

describe('the machineDoc block of en.ts', () => {
  it('replaces only the lines between its markers, one key per documented text', () => {
    const source = ['const en = {', "  'a.b': 'Kept',", BLOCK_BEGIN, "  'machineDoc.old.machine': 'Gone',", BLOCK_END, '} as const;'].join('\n');
    expect(withCatalogueBlock(source, [doc], 'en.ts').split('\n')).toEqual([
      'const en = {', "  'a.b': 'Kept',", BLOCK_BEGIN, '  // door',
      "  'machineDoc.door.machine': 'A door.',",
      // The braces quoted for ICU, the quotes escaped for TypeScript.
      "  'machineDoc.door.state.open': 'It’s open: \\'{\\'not a placeholder\\'}\\'.',",
      BLOCK_END, '} as const;',
    ]);
    expect(() => withCatalogueBlock('const en = {} as const;', [doc], 'en.ts')).toThrow(/markers are missing/);
  });

  it('quotes what ICU MessageFormat would read as syntax, so the text shows as written', () => {
    const text = "It's {literal} text";
    expect(compileMessageOrThrow(icuLiteral(text))).toEqual([text]);
  });
});
