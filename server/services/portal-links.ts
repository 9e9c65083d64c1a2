// Links into the portal that mail and push notifications carry.
import type { Config } from '../config';

/** Where the portal is reached: PUBLIC_URL, else this server's own address. */
export const portalUrl = (config: Pick<Config, 'publicUrl' | 'host' | 'port'>) => config.publicUrl ?? `http://${config.host}:${config.port}`;

/** An application opened in its job's candidates, where the team reviews, rates and comments on it. */
export const applicationPath = (jobId: string, applicationId: string) => `/employer/job/${jobId}/candidates?application=${applicationId}`;
