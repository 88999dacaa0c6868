import { useSyncExternalStore } from 'react';
import { getAccessToken } from '../../platform/storage.ts';
import { createSeniorModeStore } from './senior-mode-store.ts';

/** This device's senior-mode store, read once at start-up. */
export const seniorMode = createSeniorModeStore(localStorage, getAccessToken() !== '');

// The server draws with the same stores: its own, empty storage gives a first visit's answers.
export const useSeniorMode = () =>
  useSyncExternalStore(seniorMode.subscribe, seniorMode.isOn, seniorMode.isOn);

export const useSeniorOfferPending = () =>
  useSyncExternalStore(seniorMode.subscribe, seniorMode.offerPending, seniorMode.offerPending);

/**
 * Marks the document root (`data-senior`) while the mode is on. Its stylesheet is fetched the
 * first time the mode is on, so patients who never turn it on never download it.
 */
export function applySeniorMode(root: HTMLElement): void {
  const apply = () => {
    const on = seniorMode.isOn();
    if (on) import('./senior.css').catch(() => undefined);
    root.toggleAttribute('data-senior', on);
  };
  apply();
  seniorMode.subscribe(apply);
}
