import { getAccessToken } from '../../../platform/storage.ts';

const certificatePdfUrl = (id: number) => `/api/appointment/${id}/cert?format=pdf`;

/**
 * The PDF is served only to its owner's bearer token, which a plain link cannot send, so
 * the bytes are fetched and handed to the browser as a download.
 */
export async function downloadCertificate(id: number, fileName: string): Promise<boolean> {
  const response = await fetch(certificatePdfUrl(id), {
    headers: { Authorization: `Bearer ${getAccessToken()}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}
