import { Icon } from '@/components/icons';
import { promptInstall, useInstallOffer } from '@/pwa/install-prompt';

/** Shown only where the browser has offered installation (beforeinstallprompt). */
export function InstallButton() {
  const canInstall = useInstallOffer();
  if (!canInstall) return null;
  return (
    <button type="button" className="btn btn--ghost" onClick={() => void promptInstall()}>
      <Icon name="download" />
      Install app
    </button>
  );
}
