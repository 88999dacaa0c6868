import {
  AdmissionDetailsSchema,
  type AdmissionDetails,
  type AdmissionNotice,
  type AdmissionStatus,
  type SaveAdmission,
} from '@hospital/contract';
import type { WebhookAdmission } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { emitWebhook } from '../webhooks/index.ts';
import {
  addressesGivenBy,
  findOwnNotice,
  holdsCard,
  latestDetailsOnCard,
  noticesOfUser,
  saveNoticeDetails,
  type AdmissionNoticeRow,
  type NoticeRecord,
} from './repository.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** The patient's own columns, null until filled in. */
function detailsOf(notice: AdmissionNoticeRow): AdmissionDetails | null {
  const parsed = AdmissionDetailsSchema.safeParse(notice);
  return notice.detailsSavedAt && parsed.success ? parsed.data : null;
}

/** The HIS's word first, then what the patient still has to do. */
function statusOf(record: NoticeRecord): AdmissionStatus {
  const { notice } = record;
  if (notice.state !== 'open') return notice.state;
  if (!notice.detailsSavedAt) return 'awaiting_details';
  return record.paidFen < notice.depositFen ? 'awaiting_deposit' : 'ready';
}

function present(record: NoticeRecord): AdmissionNotice {
  const { notice } = record;
  const details = detailsOf(notice);
  return {
    id: notice.id,
    patientId: record.patientId,
    patientName: notice.patientName,
    cardNo: notice.cardNo,
    department: notice.department,
    ward: notice.ward,
    bed: notice.bed,
    doctor: notice.doctor,
    diagnosis: notice.diagnosis,
    plannedDate: notice.plannedDate,
    requiredDepositFen: notice.depositFen,
    paidDepositFen: record.paidFen,
    notes: notice.notes,
    status: statusOf(record),
    details:
      details && notice.detailsSavedAt
        ? { ...details, savedAt: notice.detailsSavedAt.toISOString() }
        : null,
  };
}

export async function listAdmissionNotices(deps: Deps, userId: number) {
  return (await noticesOfUser(deps.db, userId)).map(present);
}

/** The notice, locked with `lock` until the caller's transaction ends; 404 when not the account's. */
export async function ownNotice(
  db: Database,
  userId: number,
  id: number,
  lock = false,
): Promise<NoticeRecord> {
  const record = await findOwnNotice(db, userId, id, lock);
  if (!record) throw notFound('入院通知不存在');
  return record;
}

export async function admissionNoticeInfo(deps: Deps, userId: number, id: number) {
  return present(await ownNotice(deps.db, userId, id));
}

/** Changes are for a notice still to come: the ward has not admitted or withdrawn it. */
export function assertOpen(notice: AdmissionNoticeRow): void {
  if (notice.state === 'admitted') throw conflict('已办理入院，无需再次登记', 'NOT_OPEN');
  if (notice.state === 'cancelled') throw conflict('该入院通知已取消', 'NOT_OPEN');
}

/** What the HIS hears of a notice the patient answered. */
export function admissionForHis(
  notice: AdmissionNoticeRow,
  paidDepositFen: number,
  at: Date,
): WebhookAdmission {
  return {
    noticeHisId: notice.hisId,
    cardNo: notice.cardNo,
    contactName: notice.contactName,
    contactPhone: notice.contactPhone,
    region: notice.region,
    address: notice.address,
    paidDepositFen,
    at: at.toISOString(),
  };
}

/** Fills in (or corrects) the details of an open notice; the admission window hears of it at once. */
export async function saveAdmissionDetails(
  deps: Deps,
  userId: number,
  input: SaveAdmission,
): Promise<AdmissionNotice> {
  const { id, ...details } = input;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const record = await ownNotice(tx, userId, id, true);
    assertOpen(record.notice);
    await saveNoticeDetails(tx, id, userId, details, now);
    const saved = { ...record.notice, ...details };
    await emitWebhook(tx, 'admission.registered', admissionForHis(saved, record.paidFen, now));
  });
  return present(await ownNotice(deps.db, userId, id));
}

/** The details last given for this card, to fill the form again; 404 for a card not the account's. */
export async function recentAdmissionDetails(
  deps: Deps,
  userId: number,
  cardNo: string,
): Promise<AdmissionDetails | null> {
  if (!(await holdsCard(deps.db, userId, cardNo))) throw notFound('就诊卡不存在');
  const row = await latestDetailsOnCard(deps.db, userId, cardNo);
  const parsed = AdmissionDetailsSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

export const admissionAddresses = (deps: Deps, userId: number) => addressesGivenBy(deps.db, userId);
