import type {
  HisDischargeChecksWithId,
  HisDischargeSummary,
  HisInpatientCostItemWithId,
  HisInpatientDepositWithId,
  HisInpatientStayWithId,
  HisTrialSettlementItem,
} from '@hospital/contract/his';
import { addDays, hospitalDate } from '../../schedules/index.ts';

/** What the demo hospital's insurance pays of a stay: 60% from the fund, 10% from the account. */
const FUND_SHARE = 0.6;
const ACCOUNT_SHARE = 0.1;

export interface DemoStayRecords {
  stay: HisInpatientStayWithId;
  costItems: readonly HisInpatientCostItemWithId[];
  /** Every deposit the hospital counts: the window's, and those paid in the app. */
  depositFen: number;
}

/** The trial settlement of a stay ready to leave, from its own bill and deposits. */
export function demoTrial({ stay, costItems, depositFen }: DemoStayRecords): HisTrialSettlementItem {
  const totalFen = costItems
    .filter((line) => line.inpatientNo === stay.hisId)
    .reduce((sum, line) => sum + line.amountFen, 0);
  return {
    hisId: stay.hisId,
    totalFen,
    insuranceFundFen: Math.round(totalFen * FUND_SHARE),
    personalAccountFen: Math.round(totalFen * ACCOUNT_SHARE),
    depositFen,
  };
}

export const windowDepositFen = (stayNo: string, deposits: readonly HisInpatientDepositWithId[]) =>
  deposits.filter((one) => one.inpatientNo === stayNo).reduce((sum, one) => sum + one.amountFen, 0);

/** The discharge summary the ward's doctor writes for a stay ready to leave. */
export function demoSummary(stay: HisInpatientStayWithId, writtenAt: string): HisDischargeSummary {
  return {
    admissionDiagnosis: `${stay.department}住院治疗`,
    dischargeDiagnosis: `${stay.department}住院治疗后，病情好转`,
    course:
      '患者入院后完善血常规、生化、影像等相关检查，予以对症治疗及护理，住院期间病情平稳，各项指标逐步恢复正常。',
    conditionAtDischarge: '神志清楚，精神可，饮食睡眠正常，生命体征平稳，切口愈合良好。',
    advice:
      '1. 注意休息，避免劳累，清淡饮食；\n2. 按时服药，不适随诊；\n3. 出院后两周门诊复查，携带本小结及影像资料。',
    doctor: stay.doctor,
    writtenAt,
  };
}

const at = (day: string, time: string) => `${day}T${time}:00+08:00`;

interface LeavingStay {
  stay: Omit<HisInpatientStayWithId, 'admittedAt' | 'dischargedAt' | 'status'>;
  days: number;
  /** What each day costs: [item, category, quantity, unit, unit price in fen]. */
  daily: [string, string, number, string, number][];
  /** The operation, on the second day. */
  surgery: [string, string, number, string, number];
  windowDepositFen: number;
}

/**
 * Two more patients in the demo hospital, for settling from the phone, on cards no account
 * holds (bound by inpatient number and name), discharge ordered and every step done:
 * 赵敏 in orthopaedics, whose window deposit covers more than her share (a refund), and
 * 陈芳 after cataract surgery, whose deposit falls short of hers (a balance to pay).
 */
const LEAVING: LeavingStay[] = [
  {
    stay: {
      hisId: 'ZY2026003',
      patientCode: 'P900000003',
      patientName: '赵敏',
      department: '骨科',
      ward: '住院部6楼 骨科一病区',
      bed: '8床',
      doctor: '刘强',
      requiredDepositFen: 500_000,
      lowBalanceFen: 50_000,
    },
    days: 5,
    daily: [
      ['床位费（双人间）', '床位费', 1, '天', 8000],
      ['二级护理', '护理费', 1, '天', 2500],
      ['塞来昔布胶囊 200mg', '西药费', 1, '粒', 650],
    ],
    surgery: ['膝关节镜手术', '手术费', 1, '次', 120000],
    windowDepositFen: 300_000,
  },
  {
    stay: {
      hisId: 'ZY2026004',
      patientCode: 'P900000004',
      patientName: '陈芳',
      department: '眼科',
      ward: '住院部4楼 眼科病区',
      bed: '5床',
      doctor: '周敏',
      requiredDepositFen: 300_000,
      lowBalanceFen: 50_000,
    },
    days: 3,
    daily: [
      ['床位费（三人间）', '床位费', 1, '天', 6000],
      ['二级护理', '护理费', 1, '天', 2500],
      ['左氧氟沙星滴眼液', '西药费', 1, '支', 3200],
    ],
    surgery: ['白内障超声乳化摘除+人工晶体植入术', '手术费', 1, '次', 650000],
    windowDepositFen: 100_000,
  },
];

/** The stays ready to settle from the phone, with their bills, window deposits and checks. */
export function demoLeavingStays(today: Date) {
  const todayDate = hospitalDate(today);
  const stays: HisInpatientStayWithId[] = [];
  const costItems: HisInpatientCostItemWithId[] = [];
  const deposits: HisInpatientDepositWithId[] = [];
  const checks: HisDischargeChecksWithId[] = [];
  const doneAt = at(todayDate, '08:30');
  for (const { stay, days, daily, surgery, windowDepositFen } of LEAVING) {
    const first = addDays(todayDate, 1 - days);
    stays.push({
      ...stay,
      admittedAt: at(first, '10:00'),
      dischargedAt: null,
      status: 'discharge_ordered',
    });
    for (let index = 0; index < days; index += 1) {
      const day = addDays(first, index);
      const lines = index === 1 ? [...daily, surgery] : daily;
      lines.forEach(([item, category, quantity, unit, unitPriceFen], line) =>
        costItems.push({
          hisId: `${stay.hisId}-${day}-${line + 1}`,
          inpatientNo: stay.hisId,
          day,
          item,
          category,
          quantity,
          unit,
          unitPriceFen,
          amountFen: quantity * unitPriceFen,
        }),
      );
    }
    deposits.push({
      hisId: `${stay.hisId}-R1`,
      inpatientNo: stay.hisId,
      amountFen: windowDepositFen,
      channel: '银行卡',
      paidAt: at(first, '10:20'),
    });
    checks.push({
      hisId: stay.hisId,
      steps: (['medicine_returned', 'exams_settled', 'nurse_station_cleared'] as const).map(
        (step) => ({ step, done: true, doneAt }),
      ),
    });
  }
  return { stays, costItems, deposits, checks, writtenAt: at(todayDate, '08:00') };
}
