import type {
  HisExamOrderItem,
  HisExamPeriodItem,
  HisExamRoomItem,
} from '@hospital/contract/his';
import { addDays, hospitalDate } from '../../schedules/index.ts';

/** How many days of exam periods the demo HIS publishes, today included. */
export const EXAM_DAYS = 7;

export const demoExamRooms: HisExamRoomItem[] = [
  { hisId: 'EXR-CT1', name: 'CT 检查室一', building: '医技楼', floor: '1F' },
  { hisId: 'EXR-MR1', name: '磁共振检查室', building: '医技楼', floor: 'B1' },
  { hisId: 'EXR-US1', name: '超声检查室', building: '门诊楼', floor: '3F' },
];

const SLOTS = [
  ['08:00', '09:00'],
  ['09:00', '10:00'],
  ['10:00', '11:00'],
  ['14:00', '15:00'],
  ['15:00', '16:00'],
] as const;

/** Every room's hourly periods for the coming week; mornings take fasting exams. */
export function demoExamPeriods(today: Date): HisExamPeriodItem[] {
  const first = hospitalDate(today);
  return Array.from({ length: EXAM_DAYS }, (_, offset) => addDays(first, offset)).flatMap((date) =>
    demoExamRooms.flatMap((room) =>
      SLOTS.map(([startTime, endTime]) => ({
        hisId: `${room.hisId}-${date}-${startTime.replace(':', '')}`,
        roomHisId: room.hisId,
        date,
        startTime,
        endTime,
        capacity: room.hisId === 'EXR-MR1' ? 3 : 6,
        morning: startTime < '12:00',
      })),
    ),
  );
}

/**
 * The exams the demo hospital has ordered for a new card: a chest CT, a fasting abdominal
 * ultrasound, and a head MRI with a carotid ultrasound that go together.
 */
export function demoExamOrders(cardNo: string): HisExamOrderItem[] {
  const order = (
    suffix: string,
    values: Omit<HisExamOrderItem, 'hisId' | 'cardNo' | 'groupKey' | 'fasting'> &
      Partial<Pick<HisExamOrderItem, 'groupKey' | 'fasting'>>,
  ): HisExamOrderItem => ({
    hisId: `EXO-${cardNo}-${suffix}`,
    cardNo,
    fasting: false,
    groupKey: null,
    ...values,
  });
  return [
    order('CT', {
      name: '胸部 CT 平扫',
      kind: 'CT',
      roomHisId: 'EXR-CT1',
      preparation: '检查前请取下项链、胸罩等带金属的衣物饰品；孕妇或可能怀孕者请提前告知医生。',
    }),
    order('US', {
      name: '上腹部彩超（肝胆胰脾）',
      kind: '超声',
      roomHisId: 'EXR-US1',
      fasting: true,
      preparation: '检查前一晚 20:00 后禁食，检查当天早晨空腹，可少量饮水。',
    }),
    order('MR', {
      name: '头颅 MRI 平扫',
      kind: 'MRI',
      roomHisId: 'EXR-MR1',
      groupKey: `EXG-${cardNo}`,
      preparation: '体内有心脏起搏器、金属植入物者请勿预约；检查约 20 分钟，请保持头部不动。',
    }),
    order('CA', {
      name: '颈部血管彩超',
      kind: '超声',
      roomHisId: 'EXR-US1',
      groupKey: `EXG-${cardNo}`,
      preparation: '请穿低领上衣，与头颅 MRI 同日完成，便于医生对照阅片。',
    }),
  ];
}
