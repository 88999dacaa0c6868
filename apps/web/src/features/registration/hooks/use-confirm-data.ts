import { useBizConfig } from '../../../api/queries/get-biz-config.ts';
import { useConsentTip } from '../api/get-consent-tip.ts';
import { useDoctor } from '../../../api/queries/get-doctor.ts';
import { useDoctorSchedules } from '../api/get-doctor-schedules.ts';
import { usePatients } from '../../../api/queries/find-patient.ts';

/** Everything the confirm page shows, loaded together. */
export function useConfirmData(deptCode: string, docId: number, scheduleId: number) {
  const doctor = useDoctor(docId);
  const schedules = useDoctorSchedules(deptCode, docId);
  const patients = usePatients();
  const consent = useConsentTip();
  const config = useBizConfig();
  const queries = [doctor, schedules, patients, consent, config];
  return {
    isPending: queries.some((query) => query.isPending),
    error: queries.find((query) => query.isError)?.error ?? null,
    retry: () => void Promise.all(queries.map((query) => query.refetch())),
    doctor: doctor.data,
    schedule: schedules.data?.find((schedule) => schedule.id === scheduleId),
    patients: patients.data ?? [],
    consent: consent.data,
    config: config.data,
    configReadAt: config.dataUpdatedAt,
  };
}
