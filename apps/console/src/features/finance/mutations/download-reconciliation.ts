import { reconciliationCsvEndpoint } from '@hospital/contract/console';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/client.ts';
import { getToken } from '../../../api/session.ts';

/** The report is a file: fetched with the member's bearer, then handed to the browser to save. */
async function downloadReconciliationCsv(date: string): Promise<void> {
  const response = await fetch(`${reconciliationCsvEndpoint.path}?date=${date}`, {
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
  }).catch(() => {
    throw new ApiError(0, '网络异常，请检查网络后重试');
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, error.message ?? `下载失败（${response.status}）`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `对账单-${date}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

export const useDownloadReconciliation = () =>
  useMutation({ mutationFn: downloadReconciliationCsv });
