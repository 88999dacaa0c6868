import { HOSPITAL_MODULES } from '@hospital/contract';
import {
  HOSPITAL_SETTINGS_LIMITS as LIMITS,
  type HospitalSettingsInput,
  type HospitalSettingsView,
} from '@hospital/contract/console';
import { badRequest } from '../../http/http-error.ts';
import { registrationWindowOf } from '../schedules/index.ts';
import type { HospitalSettings, HospitalSettingsChange } from './repository.ts';

/** Digits with an optional leading +, groups split by spaces or hyphens: 0571-88886666, 12320. */
const PHONE = /^\+?\d[\d -]*\d$/;

function inRange(
  value: number,
  { min, max }: { min: number; max: number },
  message: string,
  field: string,
) {
  if (value < min || value > max) throw badRequest(message, field);
}

function text(value: string, max: number, name: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`${name}不能为空`, field);
  if (trimmed.length > max) throw badRequest(`${name}不能超过 ${max} 个字`, field);
  return trimmed;
}

/** The row a valid change writes; a broken rule is a 400 naming its field. */
export function settingsChangeOf(input: HospitalSettingsInput): HospitalSettingsChange {
  const { start, end } = input.registrationWindow;
  if (start.hour === end.hour && start.minute === end.minute)
    throw badRequest('挂号开始时间与结束时间不能相同', 'registrationWindow');
  const { bookingDays, paymentTimeoutMinutes, cancelCutoffHours } = input;
  inRange(
    bookingDays,
    LIMITS.bookingDays,
    `可预约天数须在 ${LIMITS.bookingDays.min} 至 ${LIMITS.bookingDays.max} 天之间`,
    'bookingDays',
  );
  inRange(
    paymentTimeoutMinutes,
    LIMITS.paymentTimeoutMinutes,
    `支付时限须在 ${LIMITS.paymentTimeoutMinutes.min} 至 ${LIMITS.paymentTimeoutMinutes.max} 分钟之间`,
    'paymentTimeoutMinutes',
  );
  inRange(
    cancelCutoffHours,
    LIMITS.cancelCutoffHours,
    `取消截止时间须在就诊前 ${LIMITS.cancelCutoffHours.min} 至 ${LIMITS.cancelCutoffHours.max} 小时之间`,
    'cancelCutoffHours',
  );
  const servicePhone = text(
    input.servicePhone,
    LIMITS.servicePhone.max,
    '服务电话',
    'servicePhone',
  );
  if (!PHONE.test(servicePhone))
    throw badRequest('服务电话只能由数字、空格和连字符组成，如 0571-88886666', 'servicePhone');
  const enabled = new Set(input.enabledModules);
  const { refundApprovalThresholdFen } = input;
  if (refundApprovalThresholdFen !== undefined)
    inRange(
      refundApprovalThresholdFen,
      LIMITS.refundApprovalThresholdFen,
      `退款审批金额须在 ¥${LIMITS.refundApprovalThresholdFen.min / 100} 至 ¥${LIMITS.refundApprovalThresholdFen.max / 100} 之间`,
      'refundApprovalThresholdFen',
    );
  return {
    ...(refundApprovalThresholdFen !== undefined && { refundApprovalThresholdFen }),
    registrationStartHour: start.hour,
    registrationStartMinute: start.minute,
    registrationEndHour: end.hour,
    registrationEndMinute: end.minute,
    bookingDays,
    paymentTimeoutMinutes,
    cancelCutoffHours,
    servicePhone,
    address: text(input.address, LIMITS.address.max, '医院地址', 'address'),
    intro: text(input.intro, LIMITS.intro.max, '医院简介', 'intro'),
    // In the contract's order, each once: the audit log then shows only real differences.
    enabledModules: HOSPITAL_MODULES.filter((module) => enabled.has(module)),
  };
}

export function toSettingsView(settings: HospitalSettings): HospitalSettingsView {
  return {
    hospitalName: settings.name,
    registrationWindow: registrationWindowOf(settings),
    bookingDays: settings.bookingDays,
    paymentTimeoutMinutes: settings.paymentTimeoutMinutes,
    cancelCutoffHours: settings.cancelCutoffHours,
    servicePhone: settings.servicePhone,
    address: settings.address,
    intro: settings.intro,
    enabledModules: HOSPITAL_MODULES.filter((module) => settings.enabledModules.includes(module)),
    refundApprovalThresholdFen: settings.refundApprovalThresholdFen,
  };
}
