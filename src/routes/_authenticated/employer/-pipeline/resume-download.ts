import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';

/** Fetches the résumé with the token (a plain link would carry none) and saves it as a file. */
export async function downloadResume(api: ApiClient, applicationId: string, fileName: string): Promise<void> {
  const data = dataOrThrow(await api.GET('/api/applications/{id}/resume/', {
    params: { path: { id: applicationId } },
    parseAs: 'blob',
  }));
  const url = URL.createObjectURL(data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
