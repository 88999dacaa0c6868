import { useSyncExternalStore } from 'react';
import { getAccessToken } from '../../platform/storage.ts';
import { createSeniorModeStore } from './senior-mode-store.ts';

/** This device's senior-mode store, read once at start-up. */
export const seniorMode = createSeniorModeStore(localStorage, getAccessToken() !== '');

export const useSeniorMode = () => useSyncExternalStore(seniorMode.subscribe, seniorMode.isOn);
