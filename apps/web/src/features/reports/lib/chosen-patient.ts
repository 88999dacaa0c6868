import { useSyncExternalStore } from 'react';

/**
 * Whose reports the patient is looking at. /reportQuery/addUser chooses and goes back to the
 * kept-alive /reportQuery/reportQuery, so the choice lives outside both pages; null means
 * the account's default patient.
 */
let chosenPatientId: number | null = null;
const listeners = new Set<() => void>();

export function chooseReportPatient(patientId: number): void {
  chosenPatientId = patientId;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useChosenReportPatient = () =>
  useSyncExternalStore(
    subscribe,
    () => chosenPatientId,
    () => chosenPatientId,
  );
