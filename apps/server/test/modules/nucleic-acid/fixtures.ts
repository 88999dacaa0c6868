import { buildPath } from '@hospital/contract';
import { batchUpsertHisNatItems } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { hisHeaders } from '../his/his-client.ts';

export const singleItem = {
  hisId: 'NAT-1',
  name: '新冠核酸检测（单管）',
  sampleKind: 'single',
  poolSize: 1,
  priceFen: 1600,
  place: '门诊楼一楼核酸采样点',
  hours: '08:00-17:30',
};

export const pooledItem = {
  ...singleItem,
  hisId: 'NAT-10',
  name: '新冠核酸检测（10合1混检）',
  sampleKind: 'pooled',
  poolSize: 10,
  priceFen: 350,
  sortOrder: 2,
};

export const emergencyItem = {
  ...singleItem,
  hisId: 'NAT-ER',
  name: '急诊核酸检测',
  place: '急诊楼一楼',
  hours: '24小时',
  emergency: true,
};

export const withdrawnItem = { ...singleItem, hisId: 'NAT-OLD', name: '停用项目', active: false };

/** The items the HIS sends, through the HIS API as the hospital's system would. */
export async function feedNatItems(
  app: FastifyInstance,
  items: object[] = [singleItem, pooledItem, emergencyItem, withdrawnItem],
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: buildPath(batchUpsertHisNatItems.path),
    headers: await hisHeaders(app, ['his:exams']),
    payload: { items },
  });
  if (response.statusCode !== 200) throw new Error(`nat items feed failed: ${response.body}`);
}
