export {
  addDays,
  bookingHorizon,
  hospitalDate,
  hospitalTime,
  minutesOfDay,
  periodEnd,
  periodStart,
  weekdayOf,
  type Horizon,
} from './calendar.ts';
export type { ScheduleRow } from './repository.ts';
export {
  isRegistrationOpen,
  isSlotPast,
  registrationWindowOf,
  toSchedule,
  type RegistrationHours,
} from './rules.ts';
export {
  doctorSchedules,
  doctorsSchedules,
  findSchedule,
  giveBackNumbers,
  openHalfDaysOfDepartment,
  rebookOffer,
  scheduledDepartmentIds,
  scheduleRead,
  stopSchedule,
  changeCapacity,
  type CapacityChange,
  takeNumberUpdate,
} from './service.ts';
export { schedulesHisRoutes } from './his-routes.ts';
export { scheduleIdOfHisId } from './his-repository.ts';
