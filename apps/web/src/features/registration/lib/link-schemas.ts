import { DeptCodeParamsSchema, IdParamsSchema } from '@hospital/contract';

/** What the schedule page's address must carry, as the schedules endpoint checks it. */
export const DoctorScheduleLinkSchema = DeptCodeParamsSchema.extend({
  docId: IdParamsSchema.shape.id,
});

/** The confirm page finds the slot again in the doctor's schedules. */
export const ConfirmLinkSchema = DoctorScheduleLinkSchema.extend({
  scheduleId: IdParamsSchema.shape.id,
});
