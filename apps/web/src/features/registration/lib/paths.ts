import { DeptCodeParamsSchema, IdParamsSchema } from '@hospital/contract';

/** The booking flow's addresses; data passes by query. */
export const REGISTER_PATH = '/registerPages/registerPage';

export const choiceDoctorPath = (deptCode: string) =>
  `/registerPages/choiceDoctor?deptCode=${encodeURIComponent(deptCode)}`;

export const doctorDetailPath = (docId: number, deptCode?: string) =>
  `/registerPages/doctorDetail?docId=${docId}${deptCode ? `&deptCode=${encodeURIComponent(deptCode)}` : ''}`;

export const scheduleDatePath = (deptCode: string, docId: number, date?: string) =>
  `/registerPages/scheduleDate?deptCode=${encodeURIComponent(deptCode)}&docId=${docId}${date ? `&date=${date}` : ''}`;

/** What the schedule page's address must carry, as the schedules endpoint checks it. */
export const DoctorScheduleLinkSchema = DeptCodeParamsSchema.extend({
  docId: IdParamsSchema.shape.id,
});

/** The confirm page finds the slot again in the doctor's schedules. */
export const ConfirmLinkSchema = DoctorScheduleLinkSchema.extend({
  scheduleId: IdParamsSchema.shape.id,
});

export const confirmPath = (deptCode: string, docId: number, scheduleId: number) =>
  `/registerPages/sureScheduleData?deptCode=${encodeURIComponent(deptCode)}&docId=${docId}&scheduleId=${scheduleId}`;

export const ALL_DOCTORS_PATH = '/registerPages/allDoctorList';
export const ELDERLY_PATH = '/registerPages/elderlyVoucher';

export const ADD_PATIENT_PATH = '/patientManager/addPatient';

/** Paying lives with the appointment pages, reached by address only. */
export const fullPaymentPath = (appointmentId: number) => `/pay/fullPayment?id=${appointmentId}`;
