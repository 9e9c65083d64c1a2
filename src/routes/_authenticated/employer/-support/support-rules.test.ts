import { describe, expect, it } from 'vitest';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@/domain/constants';
import { attachmentError, supportFormData, validateTicket } from './support-rules';
import { t } from '@/domain/i18n/i18n';

const file = (name: string, type: string, size = 10) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('support ticket rules', () => {
  it('names every missing field', () => {
    expect(validateTicket({ subject: ' ', category: '', message: '', files: [] }))
      .toEqual({ subject: t('support.subjectRequired'), category: t('support.categoryRequired'), message: t('support.messageRequired') });
    expect(validateTicket({ subject: 'Hi', category: 'billing', message: 'Help', files: [] })).toEqual({});
  });

  it('takes up to five images or PDFs of at most 10 MB each', () => {
    expect(attachmentError([file('a.pdf', 'application/pdf'), file('b.png', 'image/png')])).toBeUndefined();
    expect(attachmentError([file('a.pdf', '')])).toBeUndefined();
    expect(attachmentError([file('run.exe', 'application/x-msdownload')])).toBe(t('support.fileWrongType', { name: 'run.exe' }));
    expect(attachmentError([file('big.pdf', 'application/pdf', SUPPORT_ATTACHMENT_MAX_BYTES + 1)])).toBe('big.pdf is larger than 10 MB');
    expect(attachmentError(Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`, 'application/pdf')))).toBe('Attach at most 5 files');
  });

  it('sends each file as an attachments part', () => {
    const form = supportFormData({ message: 'Hi', attachments: ['ignored'] }, [file('a.pdf', 'application/pdf'), file('b.png', 'image/png')]);
    expect(form.get('message')).toBe('Hi');
    expect(form.getAll('attachments').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.png']);
  });
});
