import { useEffect } from 'react';
import { showToast } from '../components/toast.ts';
import { createPickerBackHandler, pushBackHandler } from '../platform/back-button.ts';
import { closeHostWindow } from '../platform/bridges.ts';

/**
 * While a picker is open it owns the host's back button (spec section 9): the first press
 * warns, a second within 2000 ms quits. Closing the picker hands the button back.
 */
export function usePickerBackButton(open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    return pushBackHandler(createPickerBackHandler(closeHostWindow, (text) => showToast(text)));
  }, [open]);
}
