import { buildPath } from '@hospital/contract';
import { batchUpsertHisAdmissionNotices, type HisBatchResult } from '@hospital/contract/his';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { admissionNotices } from '../../../src/db/schema/index.ts';
import { hisHeaders } from '../his/his-client.ts';

/** A notice as the ward sends it, on `cardNo`. */
export const notice = (hisId: string, cardNo: string, changes: Record<string, unknown> = {}) => ({
  hisId,
  cardNo,
  patientName: '住院患者',
  department: '心血管内科',
  ward: '住院部 5 楼 心内一病区',
  bed: null,
  doctor: '王建国',
  diagnosis: '冠状动脉粥样硬化性心脏病',
  plannedDate: '2026-11-25',
  depositFen: 300_000,
  notes: '请携带身份证、医保卡和近期检查资料，于入院当日 8:00 前到住院部一楼办理。',
  ...changes,
});

/** The notices the HIS sends, through the HIS API as the hospital's system would. */
export async function sendNotices(app: FastifyInstance, items: object[]): Promise<HisBatchResult> {
  const response = await app.inject({
    method: 'POST',
    url: buildPath(batchUpsertHisAdmissionNotices.path),
    headers: await hisHeaders(app, ['his:inpatient']),
    payload: { items },
  });
  if (response.statusCode !== 200) throw new Error(`notices feed failed: ${response.body}`);
  return response.json<HisBatchResult>();
}

export const noticeIdOf = async (app: FastifyInstance, hisId: string): Promise<number> =>
  (await app.db.select().from(admissionNotices).where(eq(admissionNotices.hisId, hisId)))[0]!.id;

/** What the patient fills in on the admission form. */
export const details = {
  contactName: '张伟',
  contactPhone: '13912345678',
  contactRelation: 'SPOUSE',
  region: '浙江省 杭州市 西湖区',
  address: '文三路 100 号 3 幢 201 室',
};
