import { HOSPITAL_MODULES, type HospitalModule } from '@hospital/contract';
import type { HospitalSettingsInput, HospitalSettingsView } from '@hospital/contract/console';
import dayjs, { type Dayjs } from 'dayjs';

/** The form's shape: pickers hold times of day, switches one flag per area. */
export type SettingsFormValues = Omit<
  HospitalSettingsInput,
  'registrationWindow' | 'enabledModules'
> & {
  registrationStart: Dayjs;
  registrationEnd: Dayjs;
  modules: Record<HospitalModule, boolean>;
};

// The pickers need a date; any fixed one does, as only the hour and minute are read back.
const timeOfDay = ({ hour, minute }: { hour: number; minute: number }) =>
  dayjs('2000-01-01T00:00').hour(hour).minute(minute);

export function formValuesOf({
  hospitalName: _,
  registrationWindow,
  enabledModules,
  ...rest
}: HospitalSettingsView): SettingsFormValues {
  return {
    ...rest,
    registrationStart: timeOfDay(registrationWindow.start),
    registrationEnd: timeOfDay(registrationWindow.end),
    modules: Object.fromEntries(
      HOSPITAL_MODULES.map((module) => [module, enabledModules.includes(module)]),
    ) as Record<HospitalModule, boolean>,
  };
}

export function settingsInputOf({
  registrationStart,
  registrationEnd,
  modules,
  ...rest
}: SettingsFormValues): HospitalSettingsInput {
  return {
    ...rest,
    registrationWindow: {
      start: { hour: registrationStart.hour(), minute: registrationStart.minute() },
      end: { hour: registrationEnd.hour(), minute: registrationEnd.minute() },
    },
    enabledModules: HOSPITAL_MODULES.filter((module) => modules[module]),
  };
}
