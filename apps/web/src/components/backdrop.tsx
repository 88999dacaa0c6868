import { createPortal } from 'react-dom';
import { useLingering } from '../hooks/use-lingering.ts';
import { BACKDROP_REMOVAL_DELAY_MS } from '../lib/constants.ts';
import styles from './backdrop.module.css';
import { rewordWheelLabels } from './wheel-labels.ts';

let layer: HTMLElement | undefined;

/**
 * Where antd-mobile pickers and action sheets draw (their `getContainer`): a layer that hides
 * the mask each draws of its own, which they cannot be told to leave out; Backdrop replaces it.
 */
export function sheetLayer(): HTMLElement {
  if (!layer?.isConnected) {
    layer = document.createElement('div');
    layer.className = styles.ownMaskHidden ?? '';
    document.body.append(layer);
    rewordWheelLabels(layer);
  }
  return layer;
}

/**
 * The same backdrop for a dialog opened from code (antd-mobile's `Dialog.confirm`), which no
 * component renders: it is put up now and `close` fades it and takes it away 350 ms later.
 */
export function openBackdrop(): { close: () => void } {
  const node = document.createElement('div');
  node.className = styles.backdrop ?? '';
  node.setAttribute('aria-hidden', 'true');
  node.dataset.testid = 'backdrop';
  document.body.append(node);
  return {
    close: () => {
      node.classList.add(styles.closing ?? '');
      setTimeout(() => node.remove(), BACKDROP_REMOVAL_DELAY_MS);
    },
  };
}

interface BackdropProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The dimmed page behind every sheet and picker. It fades as the sheet closes and leaves the
 * page BACKDROP_REMOVAL_DELAY_MS (350 ms, spec section 9) later, so it never lingers to
 * swallow the patient's next tap.
 */
export function Backdrop({ open, onClose }: BackdropProps) {
  const present = useLingering(open, BACKDROP_REMOVAL_DELAY_MS);
  if (!present) return null;
  return createPortal(
    <div
      className={open ? styles.backdrop : `${styles.backdrop} ${styles.closing}`}
      onClick={open ? onClose : undefined}
      aria-hidden="true"
      data-testid="backdrop"
    />,
    document.body,
  );
}
