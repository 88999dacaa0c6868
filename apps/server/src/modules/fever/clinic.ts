import type { FeverClinic } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { findPlaceNamed } from '../buildings/index.ts';
import { hospitalSettings } from '../hospitals/index.ts';

/** The fever clinic's name on the hospital map. */
export const FEVER_CLINIC = '发热门诊';

/**
 * What a patient sent to the fever clinic needs, from the national fever-clinic practice:
 * identity and insurance for registration, a mask for the way there, and what the doctor
 * asks first (the trip, the medicines, earlier results).
 */
const BRING = [
  '身份证、医保卡或电子医保凭证',
  '医用外科口罩或更高防护级别的口罩（全程佩戴）',
  '近14天的行程信息（通信大数据行程卡或健康码截图）',
  '正在服用的药物或药盒、近期的检查检验报告',
  '儿童就诊请由一名固定家属陪同',
];

/**
 * Where the fever clinic is and the separate way in, so a patient who may be infectious
 * never crosses the outpatient halls. The map's place when there is one; else the
 * hospital's address, with the signs to follow.
 */
export async function feverClinic(deps: Pick<ServerDeps, 'db'>): Promise<FeverClinic> {
  const [place, settings] = await Promise.all([
    findPlaceNamed(deps.db, FEVER_CLINIC),
    hospitalSettings(deps),
  ]);
  const location = place ? `${place.building} ${place.floor}` : settings.address;
  return {
    name: FEVER_CLINIC,
    location,
    note: place?.description ?? '',
    route: [
      '戴好口罩，不要进入门诊大厅和候诊区',
      place
        ? `沿地面红色“发热门诊”标识前往${place.building}`
        : '沿地面红色“发热门诊”标识前往发热门诊',
      place
        ? `经室外通道单独进入${place.floor}发热门诊，先到预检台测体温、登记`
        : '经室外通道单独进入发热门诊，先到预检台测体温、登记',
      '就诊期间请与他人保持1米以上距离，听从医护人员安排',
    ],
    bring: BRING,
    phone: settings.servicePhone,
  };
}
