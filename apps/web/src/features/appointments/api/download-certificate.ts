import { saveFile } from '../../../lib/save-file.ts';
import { getAccessToken } from '../../../platform/storage.ts';

const certificatePdfUrl = (id: number) => `/api/appointment/${id}/cert?format=pdf`;

/** The PDF is served only to its owner's bearer token: fetched with it, then saved. */
export async function downloadCertificate(id: number, fileName: string): Promise<boolean> {
  const response = await fetch(certificatePdfUrl(id), {
    headers: { Authorization: `Bearer ${getAccessToken()}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok) return false;
  saveFile(await response.blob(), fileName);
  return true;
}
