import type { HisUpsertResult } from '@hospital/contract/his';
import {
  batchUpsertHisDepartments,
  batchUpsertHisDoctors,
  batchUpsertHisNatItems,
  batchUpsertHisDischargeChecks,
  batchUpsertHisInpatientCostItems,
  batchUpsertHisInpatientDeposits,
  batchUpsertHisInpatientStays,
  batchUpsertHisExamPeriods,
  batchUpsertHisExamRooms,
  batchUpsertHisSchedules,
  hisBatchNewsEndpoint,
  hisBatchNoticesEndpoint,
  hisPutNewsCategoryEndpoint,
  hisPutSurveyEndpoint,
} from '@hospital/contract/his';
import type { FastifyBaseLogger } from 'fastify';
import { demoContent } from './data/content.ts';
import { demoExamPeriods, demoExamRooms } from './data/exams.ts';
import { demoHospital } from './data/hospital.ts';
import { demoLeavingStays, windowDepositFen } from './data/discharge.ts';
import { demoInpatient } from './data/inpatient.ts';
import { sendDischargePapers } from './discharge-papers.ts';
import { demoNatItems } from './data/nat-items.ts';
import { HisSession } from './his-session.ts';
import type { HisTransport } from './transport.ts';

/** The API takes at most 500 items a batch. */
const BATCH_SIZE = 500;

export type FeedCounts = Record<HisUpsertResult['status'], number>;
/** What each area's writes did; an area whose request failed is in `failed`. */
export interface FeedSummary {
  areas: Record<string, FeedCounts>;
  failed: string[];
}

export interface FeedOptions {
  transport: HisTransport;
  credentials: { clientId: string; secret: string };
  /** The hospital's today: half-days start on it, news is dated back from it. */
  today: Date;
  scale?: number;
  /** Printed at the head of the papers it issues (fee lists). */
  hospitalName: string;
  log: FastifyBaseLogger;
}

type Write = () => Promise<HisUpsertResult[]>;

function chunked<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH_SIZE)
    chunks.push(items.slice(start, start + BATCH_SIZE));
  return chunks;
}

/**
 * Plays the demo hospital's HIS: signs in with its client credentials and sends every
 * department, doctor, half-day, news article, notice, survey, nucleic-acid test item, exam
 * room and exam period, and its patients in hospital with their bills, deposits and
 * discharge checks, through `/his/v1`, as a hospital's own system would. The same data every time, so a second feed answers
 * `unchanged` throughout. A refused item or a failed request is logged and the feed goes
 * on: the server serves whatever arrived.
 */
export async function feedDemoHis(options: FeedOptions): Promise<FeedSummary> {
  const { log } = options;
  const summary: FeedSummary = { areas: {}, failed: [] };
  let session: HisSession;
  try {
    session = await HisSession.signIn(options.transport, options.credentials);
  } catch (error) {
    log.error({ err: error }, 'demo HIS: sign-in failed, nothing fed');
    summary.failed.push('sign-in');
    return summary;
  }
  const hospital = demoHospital(options.today, options.scale ?? 1);
  const content = demoContent(options.today);
  const inpatient = demoInpatient(options.today);
  const leaving = demoLeavingStays(options.today);
  const batches = <T>(endpoint: Parameters<HisSession['upsert']>[0], items: readonly T[]) =>
    chunked(items).map(
      (chunk): Write =>
        () =>
          session.upsert(endpoint, { items: chunk }),
    );
  const puts = <T extends { hisId: string }>(
    endpoint: Parameters<HisSession['upsert']>[0],
    items: readonly T[],
  ) =>
    items.map(
      ({ hisId, ...body }): Write =>
        () =>
          session.upsert(endpoint, body, { hisId }),
    );

  const dischargePapers = (): Write[] => {
    const costItems = [...inpatient.costItems, ...leaving.costItems];
    const deposits = [...inpatient.deposits, ...leaving.deposits];
    return [...inpatient.stays, ...leaving.stays]
      .filter((stay) => stay.status === 'discharge_ordered')
      .map(
        (stay): Write =>
          () =>
            sendDischargePapers(
              session,
              options.hospitalName,
              { stay, costItems, depositFen: windowDepositFen(stay.hisId, deposits) },
              leaving.writtenAt,
            ),
      );
  };

  // Parents before children: departments, their doctors, the doctors' half-days.
  const areas: [string, Write[]][] = [
    ['departments', batches(batchUpsertHisDepartments, hospital.departments)],
    ['doctors', batches(batchUpsertHisDoctors, hospital.doctors)],
    ['schedules', batches(batchUpsertHisSchedules, hospital.schedules)],
    ['newsCategories', puts(hisPutNewsCategoryEndpoint, content.newsCategories)],
    ['news', batches(hisBatchNewsEndpoint, content.articles)],
    ['notices', batches(hisBatchNoticesEndpoint, content.notices)],
    ['surveys', puts(hisPutSurveyEndpoint, content.surveys)],
    ['natItems', batches(batchUpsertHisNatItems, demoNatItems)],
    ['examRooms', batches(batchUpsertHisExamRooms, demoExamRooms)],
    ['examPeriods', batches(batchUpsertHisExamPeriods, demoExamPeriods(options.today))],
    // Stays before what names them: costs, deposits and discharge checks.
    ['inpatientStays', batches(batchUpsertHisInpatientStays, inpatient.stays)],
    ['inpatientCosts', batches(batchUpsertHisInpatientCostItems, inpatient.costItems)],
    ['inpatientDeposits', batches(batchUpsertHisInpatientDeposits, inpatient.deposits)],
    ['dischargeChecks', batches(batchUpsertHisDischargeChecks, inpatient.checks)],
    // Two more stays, ready to settle from the phone, then every ready stay's papers.
    ['leavingStays', batches(batchUpsertHisInpatientStays, leaving.stays)],
    ['leavingCosts', batches(batchUpsertHisInpatientCostItems, leaving.costItems)],
    ['leavingDeposits', batches(batchUpsertHisInpatientDeposits, leaving.deposits)],
    ['leavingChecks', batches(batchUpsertHisDischargeChecks, leaving.checks)],
    ['dischargePapers', dischargePapers()],
  ];
  for (const [area, writes] of areas) {
    const counts: FeedCounts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
    summary.areas[area] = counts;
    try {
      for (const write of writes) {
        for (const result of await write()) {
          counts[result.status] += 1;
          if (result.status === 'refused')
            log.warn({ area, hisId: result.hisId, reason: result.reason }, 'demo HIS: refused');
        }
      }
    } catch (error) {
      log.error({ err: error, area }, 'demo HIS: a write failed, going on with the next area');
      summary.failed.push(area);
    }
  }
  log.info({ summary: summary.areas, failed: summary.failed }, 'demo HIS: fed');
  return summary;
}
