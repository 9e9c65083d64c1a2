import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { t } from '@/domain/i18n/i18n';
import { imageFileToPngDataUrl } from '@/routes/-components/image-to-png';

interface LogoPickerProps {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
}

/** Company Logo with a preview; the chosen image becomes a PNG data URL. */
export function LogoPicker({ value, onChange }: LogoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    try {
      onChange(await imageFileToPngDataUrl(file));
    } catch {
      toast.error(t('toast.imageLoadFailed'));
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="field">
      <label htmlFor={id}>{t('signup.companyLogo')}</label>
      <p id={`${id}-hint`} className="hint">
        {t('signup.logoHint')}
      </p>
      <div className="logo-field">
        {value ? <img className="company-logo" src={value} alt={t('signup.logoPreview')} width={64} height={64} /> : null}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-hint`}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {value ? (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            {t('signup.removeLogo')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
