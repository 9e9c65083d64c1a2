import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app';
import { countRouterReloads } from '@/components/page-load-error';
import { listenForInstallPrompt } from '@/pwa/install-prompt';
import { registerServiceWorker } from '@/pwa/register-service-worker';
import '@/styles.css';

listenForInstallPrompt();
countRouterReloads();
if (import.meta.env.PROD) registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
