import { Dialog, type DialogAlertProps, type DialogConfirmProps } from 'antd-mobile';
import { openBackdrop, sheetLayer } from './backdrop.tsx';

/**
 * antd-mobile's confirm and alert over the app's one backdrop (which leaves 350 ms after the
 * dialog closes, like every sheet's), instead of the mask each draws of its own.
 */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const backdrop = openBackdrop();
  try {
    return await Dialog.confirm({ ...props, getContainer: sheetLayer });
  } finally {
    backdrop.close();
  }
}

export async function alertDialog(props: DialogAlertProps): Promise<void> {
  const backdrop = openBackdrop();
  try {
    await Dialog.alert({ ...props, getContainer: sheetLayer });
  } finally {
    backdrop.close();
  }
}
