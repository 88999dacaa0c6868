import { useEffect, useRef } from 'react';
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

export interface BackdropHandle {
  /** Fades it and takes it away BACKDROP_REMOVAL_DELAY_MS later. */
  close: () => void;
  /** Shows it again while it is still fading; false once it has gone. */
  reopen: () => boolean;
  /** Takes it away at once: what it dimmed for has left the page. */
  remove: () => void;
}

/**
 * The dimmed page behind every sheet, picker and dialog. It fades as they close and leaves the
 * page BACKDROP_REMOVAL_DELAY_MS (350 ms, spec section 9) later, so it never lingers to swallow
 * the patient's next tap. Put up from code for a dialog opened from code (antd-mobile's
 * `Dialog.confirm`), which no component renders; `Backdrop` puts it up for a sheet.
 */
export function openBackdrop(onTap?: () => void): BackdropHandle {
  const node = document.createElement('div');
  node.className = styles.backdrop ?? '';
  node.setAttribute('aria-hidden', 'true');
  node.dataset.testid = 'backdrop';
  if (onTap) node.addEventListener('click', onTap);
  document.body.append(node);
  let removal: ReturnType<typeof setTimeout> | undefined;
  return {
    close: () => {
      node.classList.add(styles.closing ?? '');
      clearTimeout(removal);
      removal = setTimeout(() => node.remove(), BACKDROP_REMOVAL_DELAY_MS);
    },
    reopen: () => {
      if (!node.isConnected) return false;
      clearTimeout(removal);
      node.classList.remove(styles.closing ?? '');
      return true;
    },
    remove: () => {
      clearTimeout(removal);
      node.remove();
    },
  };
}

interface BackdropProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The backdrop of a sheet: up while `open`, tapped to close; opened again while fading, it stays;
 * gone at once with the sheet when the sheet leaves the page.
 */
export function Backdrop({ open, onClose }: BackdropProps) {
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });
  const shown = useRef<BackdropHandle | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    if (!shown.current?.reopen()) shown.current = openBackdrop(() => latestOnClose.current());
    const backdrop = shown.current;
    return () => backdrop.close();
  }, [open]);
  useEffect(() => () => shown.current?.remove(), []);
  return null;
}
