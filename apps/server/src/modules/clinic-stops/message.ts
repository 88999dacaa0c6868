import type { OpenHalfDay, Period, RebookOffer } from '@hospital/contract';
import { fenToYuan } from '../payments/index.ts';
import { weekdayOf } from '../schedules/index.ts';

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

/** What the holder of a stopped half-day's appointment reads in the messages tab. */
export function stopMessage(input: StopMessageInput): { title: string; body: string } {
  const refund =
    input.refundFen > 0
      ? `已支付的挂号费 ¥${fenToYuan(input.refundFen)} 将全额原路退回，退款处理中。`
      : '该预约未产生费用，无需退款。';
  const rebook = input.sameDoctor
    ? `可一键改约${input.doctorName}医生 ${halfDayName(input.sameDoctor.date, input.sameDoctor.period)} 的号源。`
    : input.hasOthers
      ? `可一键改约${input.deptName}其他医生的号源。`
      : `可稍后在${input.deptName}重新预约。`;
  return {
    title: '停诊通知',
    body:
      `您预约的${input.deptName} ${input.doctorName}医生 ${halfDayName(input.date, input.period)} 门诊停诊` +
      `（${input.reason}），预约已取消。${refund}${rebook}`,
  };
}

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
