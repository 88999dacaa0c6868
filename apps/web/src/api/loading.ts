import { toastContainer, withToast } from '../components/toast.ts';
import { i18n } from '../i18n/index.ts';

/** One indicator for all calls in flight: shown by the first, hidden when the last completes. */
let pending = 0;

export function showLoading(text?: string): () => void {
  pending += 1;
  if (pending === 1) {
    const content = text ?? i18n.t('common.loading');
    withToast((toast) => {
      // Calls may have finished, or started again, while the toast was being fetched.
      if (pending > 0) {
        toast.show({
          icon: 'loading',
          content,
          duration: 0,
          maskClickable: false,
          getContainer: toastContainer,
        });
      }
    });
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    if (pending === 0) {
      withToast((toast) => {
        if (pending === 0) toast.clear();
      });
    }
  };
}
