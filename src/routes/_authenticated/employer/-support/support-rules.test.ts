import { describe, expect, it } from 'vitest';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@/domain/constants';
import { attachmentError, supportFormData, validateTicket } from './support-rules';
import { SUPPORT_TEXT as T } from './support-text';

const file = (name: string, type: string, size = 10) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('support ticket rules', () => {
  it('names every missing field', () => {
    expect(validateTicket({ subject: ' ', category: '', message: '', files: [] }))
      .toEqual({ subject: T.subjectRequired, category: T.categoryRequired, message: T.messageRequired });
    expect(validateTicket({ subject: 'Hi', category: 'billing', message: 'Help', files: [] })).toEqual({});
  });

  it('takes up to five images or PDFs of at most 10 MB each', () => {
    expect(attachmentError([file('a.pdf', 'application/pdf'), file('b.png', 'image/png')])).toBeUndefined();
    expect(attachmentError([file('a.pdf', '')])).toBeUndefined();
    expect(attachmentError([file('run.exe', 'application/x-msdownload')])).toBe(T.fileWrongType('run.exe'));
    expect(attachmentError([file('big.pdf', 'application/pdf', SUPPORT_ATTACHMENT_MAX_BYTES + 1)])).toBe(T.fileTooLarge('big.pdf'));
    expect(attachmentError(Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`, 'application/pdf')))).toBe(T.tooManyFiles);
  });

  it('sends each file as an attachments part', () => {
    const form = supportFormData({ message: 'Hi', attachments: ['ignored'] }, [file('a.pdf', 'application/pdf'), file('b.png', 'image/png')]);
    expect(form.get('message')).toBe('Hi');
    expect(form.getAll('attachments').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.png']);
  });
});
