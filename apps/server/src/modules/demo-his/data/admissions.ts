import type { HisAdmissionNoticeItem } from '@hospital/contract/his';
import { addDays, hospitalDate } from '../../schedules/index.ts';

/**
 * The pre-admission notice the demo wards issue on a new card: a planned admission in two
 * days, with the deposit the ward asks for and what to bring.
 */
export function demoAdmissionNotice(
  cardNo: string,
  patientName: string,
  at: Date,
): HisAdmissionNoticeItem {
  return {
    hisId: `ZY-${cardNo}`,
    cardNo,
    patientName,
    department: '心血管内科',
    ward: '住院部 5 楼 心内一病区',
    bed: null,
    doctor: '王建国',
    diagnosis: '冠状动脉粥样硬化性心脏病',
    plannedDate: addDays(hospitalDate(at), 2),
    depositFen: 300_000,
    notes:
      '请于入院当日 8:00 前到住院部一楼入院服务中心报到。\n请携带：身份证、医保卡、近期检查报告和正在服用的药物；\n个人用品：洗漱用品、水杯、防滑拖鞋。\n入院前一晚 22:00 后禁食禁水。',
    status: 'open',
  };
}
