import type { DictType } from '@hospital/contract';
import { patientListKey } from '../../../api/queries/find-patient.ts';

/** Every patient query sits under `patients`, so one invalidation refreshes them all. */
export const patientKeys = {
  all: ['patients'] as const,
  list: patientListKey,
  defaultPatient: () => [...patientKeys.all, 'default'] as const,
  detail: (id: number) => [...patientKeys.all, 'detail', id] as const,
  byCode: (patientCode: string) => [...patientKeys.all, 'by-code', patientCode] as const,
  voucher: (patientId: number) => [...patientKeys.all, 'voucher', patientId] as const,
  dict: (type: DictType) => ['patient-dict', type] as const,
};
