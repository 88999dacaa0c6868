import type { BizConfig } from '@hospital/contract';
import { registrationWindowOf } from '../schedules/index.ts';
import type { HospitalSettings } from './repository.ts';

export function toBizConfig(
  settings: HospitalSettings,
  { now, hcarePayEnabled }: { now: Date; hcarePayEnabled: boolean },
): BizConfig {
  return {
    hospitalName: settings.name,
    registrationWindow: registrationWindowOf(settings),
    paymentTimeoutMinutes: settings.paymentTimeoutMinutes,
    cancelCutoffHours: settings.cancelCutoffHours,
    bookingDays: settings.bookingDays,
    creditPayEnabled: settings.creditPayEnabled,
    hcarePayEnabled,
    serverTime: now.toISOString(),
  };
}
