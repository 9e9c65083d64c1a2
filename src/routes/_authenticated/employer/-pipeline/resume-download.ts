import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import { saveFile } from '@/components/save-file';

/** Fetches the résumé with the token (a plain link would carry none) and saves it as a file. */
export async function downloadResume(api: ApiClient, applicationId: string, fileName: string): Promise<void> {
  const data = dataOrThrow(await api.GET('/api/applications/{id}/resume/', {
    params: { path: { id: applicationId } },
    parseAs: 'blob',
  }));
  saveFile(data as Blob, fileName);
}
