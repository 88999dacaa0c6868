import type { RegistrationRule, TextSection } from '@hospital/contract';
import { registrationWindowOf } from '../schedules/index.ts';
import type { HospitalSettings } from './repository.ts';

const clock = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The window as patients read it, e.g. "07:00 至次日 00:30". */
export function describeWindow(settings: HospitalSettings): string {
  const start = clock(settings.registrationStartHour, settings.registrationStartMinute);
  const end = clock(settings.registrationEndHour, settings.registrationEndMinute);
  const wraps =
    settings.registrationEndHour * 60 + settings.registrationEndMinute <
    settings.registrationStartHour * 60 + settings.registrationStartMinute;
  return `${start} 至${wraps ? '次日 ' : ' '}${end}`;
}

export function visitGuide(settings: HospitalSettings): TextSection[] {
  return [
    {
      title: '预约挂号',
      paragraphs: [
        `可预约 ${settings.bookingDays} 天内（含当天）的号源，每日挂号时间为 ${describeWindow(settings)}。`,
        '选择科室、医生和就诊时段后，为就诊人确认并完成支付，即挂号成功。',
      ],
    },
    {
      title: '就诊当天',
      paragraphs: [
        '请携带就诊人身份证件，按挂号凭证上的时段提前 15 分钟到达诊区候诊。',
        '可在“候诊查询”中查看当前叫号与前面等候的人数。',
      ],
    },
    {
      title: '缴费与报告',
      paragraphs: [
        '医生开具的检查、化验和药品费用可在“门诊缴费”中线上支付。',
        '检验、检查报告出具后可在“报告查询”中查看。',
      ],
    },
  ];
}

export function registerTip(settings: HospitalSettings): TextSection {
  return {
    title: '挂号须知',
    paragraphs: [
      `挂号时间为每日 ${describeWindow(settings)}，可预约 ${settings.bookingDays} 天内的号源。`,
      `下单后请在 ${settings.paymentTimeoutMinutes} 分钟内完成支付，逾期号源自动释放。`,
      `已支付的预约最晚可在就诊开始前 ${settings.cancelCutoffHours} 小时取消，挂号费原路全额退回。`,
    ],
  };
}

export function registrationRule(settings: HospitalSettings): RegistrationRule {
  return {
    title: '预约挂号规则',
    paragraphs: [
      ...registerTip(settings).paragraphs,
      '同一就诊人在同一医生的同一时段只能保留一个有效预约。',
      '就诊序号按下单先后分配，以挂号凭证为准。',
      '上午号源 12:00 后、下午号源 17:30 后不再接受当天预约。',
    ],
    registrationWindow: registrationWindowOf(settings),
    paymentTimeoutMinutes: settings.paymentTimeoutMinutes,
    cancelCutoffHours: settings.cancelCutoffHours,
  };
}

export const INFORMED_CONSENT: TextSection = {
  title: '挂号知情同意书',
  paragraphs: [
    '请确认就诊人信息真实、准确，实名就诊，挂号凭证仅限本人使用。',
    '预约成功后请按时就诊；如无法就诊，请在规定时间前取消预约，多次爽约可能影响后续预约。',
    '医生出诊可能因急诊、手术等原因临时调整，医院将及时通知，并全额退还挂号费。',
    '线上支付的挂号费退款将原路退回，到账时间以支付渠道为准。',
  ],
};
