import { api } from '@/api/client';
import { failureFromResponse } from '@/api/error-text';

/** Fetches the résumé with the token (a plain link would carry none) and saves it as a file. */
export async function downloadResume(applicationId: string, fileName: string): Promise<void> {
  const { data, error, response } = await api.GET('/api/applications/{id}/resume/', {
    params: { path: { id: applicationId } },
    parseAs: 'blob',
  });
  if (!data) throw failureFromResponse(response, error);
  const url = URL.createObjectURL(data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
