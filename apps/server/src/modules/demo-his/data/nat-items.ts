import type { HisNatItemWithId } from '@hospital/contract/his';

const OUTPATIENT_PLACE = '门诊楼一楼东侧 核酸采样点';
const OUTPATIENT_HOURS = '每日 08:00-12:00、14:00-17:30';
const EMERGENCY_PLACE = '急诊楼一楼 急诊核酸采样窗口';
const EMERGENCY_HOURS = '24小时';

/**
 * The demo hospital's nucleic-acid tests at the regulated prices: a single-tube test, 5-in-1
 * and 10-in-1 pooling at the outpatient sampling point, and the emergency department's
 * round-the-clock tests.
 */
export const demoNatItems: HisNatItemWithId[] = [
  {
    hisId: 'NAT-SINGLE',
    name: '新型冠状病毒核酸检测（单管）',
    sampleKind: 'single',
    poolSize: 1,
    priceFen: 1600,
    place: OUTPATIENT_PLACE,
    hours: OUTPATIENT_HOURS,
    emergency: false,
    active: true,
    sortOrder: 1,
  },
  {
    hisId: 'NAT-POOL-10',
    name: '新型冠状病毒核酸检测（10合1混检）',
    sampleKind: 'pooled',
    poolSize: 10,
    priceFen: 350,
    place: OUTPATIENT_PLACE,
    hours: OUTPATIENT_HOURS,
    emergency: false,
    active: true,
    sortOrder: 2,
  },
  {
    hisId: 'NAT-POOL-5',
    name: '新型冠状病毒核酸检测（5合1混检）',
    sampleKind: 'pooled',
    poolSize: 5,
    priceFen: 500,
    place: OUTPATIENT_PLACE,
    hours: OUTPATIENT_HOURS,
    emergency: false,
    active: true,
    sortOrder: 3,
  },
  {
    hisId: 'NAT-ER-SINGLE',
    name: '急诊新型冠状病毒核酸检测（单管）',
    sampleKind: 'single',
    poolSize: 1,
    priceFen: 1600,
    place: EMERGENCY_PLACE,
    hours: EMERGENCY_HOURS,
    emergency: true,
    active: true,
    sortOrder: 1,
  },
  {
    hisId: 'NAT-ER-RAPID',
    name: '急诊核酸快速检测（2小时出报告）',
    sampleKind: 'single',
    poolSize: 1,
    priceFen: 6000,
    place: EMERGENCY_PLACE,
    hours: EMERGENCY_HOURS,
    emergency: true,
    active: true,
    sortOrder: 2,
  },
];
