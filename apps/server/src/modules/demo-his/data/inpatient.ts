import type {
  HisDischargeChecksWithId,
  HisInpatientCostItemWithId,
  HisInpatientDepositWithId,
  HisInpatientStayWithId,
} from '@hospital/contract/his';
import { addDays, hospitalDate } from '../../schedules/index.ts';

/** A week in hospital: admitted six days before today. */
const DAYS = 7;

const at = (day: string, time: string) => `${day}T${time}:00+08:00`;

interface DemoStay {
  stay: Omit<HisInpatientStayWithId, 'admittedAt' | 'dischargedAt' | 'status'>;
  ready: boolean;
  /** What each day costs besides the bed: [item, category, quantity, unit, unit price in fen]. */
  daily: [string, string, number, string, number][];
  /** Extra lines on some days: day index from admission, then as above. */
  extras: [number, string, string, number, string, number][];
  deposits: [dayIndex: number, amountFen: number, channel: string][];
}

/**
 * The demo hospital's two patients in hospital, on cards no app account holds, so a family
 * member binds them by inpatient number and name: 王建国 in cardiology, still being treated,
 * his deposit running low; 李秀英 after surgery, discharge ordered and every discharge
 * step done, ready to settle.
 */
const STAYS: DemoStay[] = [
  {
    stay: {
      hisId: 'ZY2026001',
      patientCode: 'P900000001',
      patientName: '王建国',
      department: '心血管内科',
      ward: '住院部5楼 心内一病区',
      bed: '12床',
      doctor: '李明',
      requiredDepositFen: 500_000,
      lowBalanceFen: 100_000,
    },
    ready: false,
    daily: [
      ['床位费（三人间）', '床位费', 1, '天', 6000],
      ['一级护理', '护理费', 1, '天', 3500],
      ['阿司匹林肠溶片 100mg', '西药费', 1, '片', 120],
      ['硝酸甘油注射液 5mg', '西药费', 2, '支', 1850],
      ['静脉输液', '治疗费', 2, '组', 1500],
    ],
    extras: [
      [0, '心电图检查', '检查费', 1, '次', 3500],
      [0, '血常规', '化验费', 1, '次', 2500],
      [1, '心脏彩超', '检查费', 1, '次', 28000],
      [2, '冠状动脉造影', '手术费', 1, '次', 320000],
      [4, '心肌酶谱', '化验费', 1, '次', 12000],
    ],
    deposits: [
      [0, 200_000, '银行卡'],
      [3, 150_000, '现金'],
    ],
  },
  {
    stay: {
      hisId: 'ZY2026002',
      patientCode: 'P900000002',
      patientName: '李秀英',
      department: '普外科',
      ward: '住院部7楼 普外二病区',
      bed: '3床',
      doctor: '张华',
      requiredDepositFen: 300_000,
      lowBalanceFen: 50_000,
    },
    ready: true,
    daily: [
      ['床位费（双人间）', '床位费', 1, '天', 8000],
      ['二级护理', '护理费', 1, '天', 2500],
      ['头孢呋辛钠注射液 0.75g', '西药费', 2, '支', 2350],
    ],
    extras: [
      [0, '腹部CT平扫', '检查费', 1, '次', 35000],
      [1, '腹腔镜胆囊切除术', '手术费', 1, '次', 180000],
      [1, '全身麻醉', '麻醉费', 1, '次', 60000],
      [3, '换药', '治疗费', 1, '次', 2000],
    ],
    deposits: [[0, 500_000, '银行卡']],
  },
];

export function demoInpatient(today: Date) {
  const todayDate = hospitalDate(today);
  const first = addDays(todayDate, 1 - DAYS);
  const stays: HisInpatientStayWithId[] = [];
  const costItems: HisInpatientCostItemWithId[] = [];
  const deposits: HisInpatientDepositWithId[] = [];
  const checks: HisDischargeChecksWithId[] = [];
  for (const { stay, ready, daily, extras, deposits: paid } of STAYS) {
    stays.push({
      ...stay,
      admittedAt: at(first, '09:30'),
      dischargedAt: null,
      status: ready ? 'discharge_ordered' : 'in_hospital',
    });
    for (let index = 0; index < DAYS; index += 1) {
      const day = addDays(first, index);
      const lines = [
        ...daily,
        ...extras.filter(([on]) => on === index).map(([, ...line]) => line),
      ] as DemoStay['daily'];
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
          amountFen: Math.round(quantity * unitPriceFen),
        }),
      );
    }
    paid.forEach(([index, amountFen, channel], receipt) =>
      deposits.push({
        hisId: `${stay.hisId}-R${receipt + 1}`,
        inpatientNo: stay.hisId,
        amountFen,
        channel,
        paidAt: at(addDays(first, index), '10:15'),
      }),
    );
    const doneAt = at(todayDate, '08:30');
    checks.push({
      hisId: stay.hisId,
      steps: [
        { step: 'medicine_returned', done: ready, doneAt: ready ? doneAt : null },
        { step: 'exams_settled', done: ready, doneAt: ready ? doneAt : null },
        { step: 'nurse_station_cleared', done: ready, doneAt: ready ? doneAt : null },
      ],
    });
  }
  return { stays, costItems, deposits, checks };
}
