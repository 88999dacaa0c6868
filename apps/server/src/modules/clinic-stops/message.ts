import type { MessageTemplate, OpenHalfDay, Period, RebookOffer } from '@hospital/contract';
import { fenToYuan } from '../payments/index.ts';
import { weekdayOf } from '../schedules/index.ts';
import type { HostStopNotice } from './host-message.ts';

const PERIOD_NAMES: Record<Period, string> = { morning: '上午', afternoon: '下午' };
const WEEKDAY_NAMES = ['一', '二', '三', '四', '五', '六', '日'];

export const halfDayName = (date: string, period: Period) =>
  `${date}（周${WEEKDAY_NAMES[weekdayOf(date) - 1]}）${PERIOD_NAMES[period]}`;

export interface StopMessageInput {
  deptName: string;
  doctorName: string;
  date: string;
  period: Period;
  reason: string;
  refundFen: number;
  sameDoctor: OpenHalfDay | null;
  hasOthers: boolean;
}

const refundText = (refundFen: number) =>
  refundFen > 0
    ? `已支付的挂号费 ¥${fenToYuan(refundFen)} 将全额原路退回，退款处理中。`
    : '该预约未产生费用，无需退款。';

const rebookText = (input: StopMessageInput) =>
  input.sameDoctor
    ? `可一键改约${input.doctorName}医生 ${halfDayName(input.sameDoctor.date, input.sameDoctor.period)} 的号源。`
    : input.hasOthers
      ? `可一键改约${input.deptName}其他医生的号源。`
      : `可稍后在${input.deptName}重新预约。`;

const TITLE = '停诊通知';

/** What the holder of a stopped half-day's appointment reads in the messages tab. */
export function stopMessage(input: StopMessageInput): {
  title: string;
  body: string;
  template: MessageTemplate;
} {
  const { sameDoctor, ...rest } = input;
  return {
    template: {
      key: 'clinicStop',
      params: {
        ...rest,
        sameDoctor: sameDoctor && { date: sameDoctor.date, period: sameDoctor.period },
      },
    },
    title: TITLE,
    body:
      `您预约的${input.deptName} ${input.doctorName}医生 ${halfDayName(input.date, input.period)} 门诊停诊` +
      `（${input.reason}），预约已取消。${refundText(input.refundFen)}${rebookText(input)}`,
  };
}

/** The same notice in the fields of the official account's template. */
export const hostStopNotice = (
  input: StopMessageInput,
  ids: { appointmentId: number; userId: number },
): HostStopNotice => ({
  ...ids,
  title: `${TITLE}：${input.reason}，您的预约已取消`,
  doctor: `${input.deptName} ${input.doctorName}`,
  halfDay: halfDayName(input.date, input.period),
  refund: refundText(input.refundFen),
  remark: rebookText(input),
});

export const rebookOf = (
  appointmentId: number,
  deptCode: string,
  sameDoctor: OpenHalfDay | null,
): RebookOffer => ({
  appointmentId,
  deptCode,
  docId: sameDoctor?.docId ?? null,
  scheduleId: sameDoctor?.scheduleId ?? null,
});
