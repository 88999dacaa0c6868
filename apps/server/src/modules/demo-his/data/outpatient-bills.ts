import type { HisOutpatientBillItem, HisOutpatientBillWithId } from '@hospital/contract/his';
import { addDays, hospitalDate } from '../../schedules/index.ts';

type Line = Omit<HisOutpatientBillItem, 'amountFen'>;

const line = (values: Line): HisOutpatientBillItem => ({
  ...values,
  amountFen: Math.round(values.quantity * values.unitPriceFen),
});

const westernPharmacy = {
  execDepartment: '门诊西药房',
  building: '门诊楼',
  floor: '1楼',
  place: '西药房 3 号窗口',
};

const bloodRoom = {
  execDepartment: '检验科',
  building: '医技楼',
  floor: '2楼',
  place: '门诊采血室 201',
};

const bloodRoutine = line({
  name: '血常规（五分类）',
  specification: '静脉血',
  quantity: 1,
  unit: '次',
  unitPriceFen: 2500,
  category: 'lab',
  ...bloodRoom,
});

/**
 * The unpaid bills the demo hospital's doctors leave on a card after its visits, dated back
 * from `day`: today's respiratory visit (medicine and a blood test) and an earlier
 * dermatology visit (an ointment). The same card and day give the same bills, so sending
 * them again changes nothing.
 */
export function demoOutpatientBills(cardNo: string, day: Date): HisOutpatientBillWithId[] {
  const today = hospitalDate(day);
  const visit = (suffix: string, daysAgo: number, department: string, doctor: string) => ({
    cardNo,
    visitNo: `MZ-${cardNo}-${suffix}`,
    visitDate: addDays(today, -daysAgo),
    department,
    doctor,
  });
  const respiratory = visit('1', 0, '呼吸内科', '王建国');
  const dermatology = visit('2', 3, '皮肤科', '陈丽');
  return [
    {
      hisId: `CF-${cardNo}-1`,
      ...respiratory,
      items: [
        line({
          name: '阿莫西林胶囊',
          specification: '0.25g×24粒',
          quantity: 2,
          unit: '盒',
          unitPriceFen: 1580,
          category: 'western_medicine',
          ...westernPharmacy,
        }),
        line({
          name: '复方甘草口服溶液',
          specification: '100ml',
          quantity: 1,
          unit: '瓶',
          unitPriceFen: 1250,
          category: 'western_medicine',
          ...westernPharmacy,
        }),
      ],
    },
    {
      hisId: `JY-${cardNo}-1`,
      ...respiratory,
      items: [
        bloodRoutine,
        line({
          name: 'C 反应蛋白',
          specification: '静脉血',
          quantity: 1,
          unit: '项',
          unitPriceFen: 3000,
          category: 'lab',
          ...bloodRoom,
        }),
      ],
    },
    {
      hisId: `CF-${cardNo}-2`,
      ...dermatology,
      items: [
        line({
          name: '丁酸氢化可的松乳膏',
          specification: '10g:10mg',
          quantity: 1,
          unit: '支',
          unitPriceFen: 1860,
          category: 'western_medicine',
          ...westernPharmacy,
        }),
      ],
    },
  ];
}

/** A visit the demo hospital's doctors saw, as the HIS knows it. */
export interface DemoVisit {
  /** Our appointment's order number: the HIS keys the visit's bills by it. */
  orderNum: string;
  cardNo: string;
  date: string;
  department: string;
  doctor: string;
}

/**
 * What the doctor orders at a visit: a prescription for the pharmacy and a test for the
 * laboratory, numbered after the visit, so sending them again changes nothing.
 */
export function demoVisitBills(visit: DemoVisit): HisOutpatientBillWithId[] {
  const header = {
    cardNo: visit.cardNo,
    visitNo: `MZ-${visit.orderNum}`,
    visitDate: visit.date,
    department: visit.department,
    doctor: visit.doctor,
  };
  return [
    {
      hisId: `CF-${visit.orderNum}`,
      ...header,
      items: [
        line({
          name: '布洛芬缓释胶囊',
          specification: '0.3g×20粒',
          quantity: 1,
          unit: '盒',
          unitPriceFen: 1890,
          category: 'western_medicine',
          ...westernPharmacy,
        }),
      ],
    },
    {
      hisId: `JY-${visit.orderNum}`,
      ...header,
      items: [
        bloodRoutine,
      ],
    },
  ];
}

/** The credit line the demo hospital gives its senior patients: up to ¥2,000 paid later. */
export const DEMO_SENIOR_CREDIT = { enabled: true, limitFen: 200_000 };
