import { Icon } from '@/components/icons';
import { t } from '@/domain/i18n/i18n';
import { promptInstall, useInstallOffer } from '@/pwa/install-prompt';

/** Shown only where the browser has offered installation (beforeinstallprompt). */
export function InstallButton() {
  const canInstall = useInstallOffer();
  if (!canInstall) return null;
  return (
    <button type="button" className="btn btn--ghost" onClick={() => void promptInstall()}>
      <Icon name="download" />
      {t('shell.install')}
    </button>
  );
}
