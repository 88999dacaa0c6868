import { contentProblems, type BodyOf, type QueryOf } from '@hospital/contract';
import {
  SAME_PERSON_CODE,
  type ConsoleVisit,
  type TriageVersion,
  type TriageVersionDetail,
  type consoleVisitsEndpoint,
  type saveTriageDraftEndpoint,
} from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, HttpError, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import { departmentCodes } from '../hospitals/index.ts';
import { isSlotPast } from '../schedules/index.ts';
import type { StaffActor } from '../staff/index.ts';
import {
  deleteDraft,
  findVersion,
  findVisitById,
  insertDraft,
  listVersions,
  lockDraft,
  publishDraft,
  updateDraft,
  visitsPage,
  type VersionRow,
} from './console-repository.ts';
import type { VisitRow } from './repository.ts';
import { toPrecheckRecord } from './service.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** Who the console names as the editor of the content the demo seed wrote. */
const SEEDED_BY = '系统初始内容';
/** How many of a draft's problems the refusal to publish it names. */
const PROBLEMS_NAMED = 3;

const toVersion = (row: VersionRow): TriageVersion => ({
  id: row.id,
  number: row.number,
  status: row.status,
  note: row.note,
  editedBy: row.editorName ?? SEEDED_BY,
  editedAt: row.editedAt.toISOString(),
  publishedBy: row.publisherName,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  counts: {
    bodyParts: row.bodyParts,
    symptoms: row.symptoms,
    questions: row.questions,
    redFlags: row.redFlags,
  },
});

export async function triageVersions(deps: Pick<ServerDeps, 'db'>): Promise<TriageVersion[]> {
  return (await listVersions(deps.db)).map(toVersion);
}

/** A version with what keeps it from being published, judged against today's departments. */
async function versionDetail(db: Database, id: number): Promise<TriageVersionDetail | null> {
  const row = await findVersion(db, id);
  if (!row) return null;
  return {
    ...toVersion(row),
    content: row.content,
    problems: contentProblems(row.content, await departmentCodes({ db })),
  };
}

export async function triageVersion(
  deps: Pick<ServerDeps, 'db'>,
  id: number,
): Promise<TriageVersionDetail> {
  const detail = await versionDetail(deps.db, id);
  if (!detail) throw notFound('版本不存在');
  return detail;
}

async function detailInside(tx: Database, id: number): Promise<TriageVersionDetail> {
  const detail = await versionDetail(tx, id);
  if (!detail) throw new Error('triage version vanished inside its transaction');
  return detail;
}

/** The audit log keeps what a version is, not its whole document. */
const auditView = ({ content: _content, ...version }: TriageVersionDetail) => version;

const anotherDraftStarted = () =>
  conflict('另一位工作人员刚刚新建了草稿，请刷新后再编辑', 'DRAFT_EXISTS');

/**
 * Starts the draft or replaces it. A well-formed draft is kept even while it has problems,
 * so a long edit is never lost; publishing is what refuses them.
 */
export async function saveTriageDraft(
  deps: Deps,
  by: StaffActor,
  input: BodyOf<typeof saveTriageDraftEndpoint>,
): Promise<TriageVersionDetail> {
  const now = deps.clock.now();
  const values = { content: input.content, note: input.note, editedBy: by.staffId, editedAt: now };
  try {
    return await deps.db.transaction(async (tx) => {
      const draft = await lockDraft(tx);
      const before = draft ? await detailInside(tx, draft.id) : null;
      const id = draft ? draft.id : await insertDraft(tx, values);
      if (draft) await updateDraft(tx, draft.id, values);
      const after = await detailInside(tx, id);
      await recordAudit(tx, {
        actor: `staff:${by.staffId}`,
        action: draft ? 'triage_draft.update' : 'triage_draft.create',
        entityType: 'triage_version',
        entityId: id,
        ...(before && { before: auditView(before) }),
        after: auditView(after),
        requestId: by.requestId,
        at: now,
      });
      return after;
    });
  } catch (error) {
    // Two first saves at once: the one-draft index lets only one of them start it.
    if (isUniqueViolation(error, 'triage_versions_one_draft')) throw anotherDraftStarted();
    throw error;
  }
}

/**
 * The draft becomes the published version with the next number and the published one
 * retires, in one commit. Its last editor may not publish it: the second person is the
 * review. Two publishes at once take turns on the draft's lock, and the second finds none.
 */
export async function publishTriageDraft(deps: Deps, by: StaffActor): Promise<TriageVersionDetail> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const draft = await lockDraft(tx);
      if (!draft) throw conflict('没有待发布的草稿', 'NO_DRAFT');
      if (draft.editedBy === by.staffId) {
        throw new HttpError(
          403,
          '不能发布自己编辑的草稿，请由另一位工作人员审核后发布',
          SAME_PERSON_CODE,
        );
      }
      const before = await detailInside(tx, draft.id);
      if (before.problems.length > 0) {
        const named = before.problems.slice(0, PROBLEMS_NAMED).join('；');
        throw conflict(
          `草稿还有${before.problems.length}个问题，解决后才能发布：${named}`,
          'DRAFT_HAS_PROBLEMS',
        );
      }
      await publishDraft(tx, draft.id, { publishedBy: by.staffId, publishedAt: now });
      const after = await detailInside(tx, draft.id);
      await recordAudit(tx, {
        actor: `staff:${by.staffId}`,
        action: 'triage_version.publish',
        entityType: 'triage_version',
        entityId: draft.id,
        before: auditView(before),
        after: auditView(after),
        requestId: by.requestId,
        at: now,
      });
      return after;
    });
  } catch (error) {
    // Whatever path another publish took, the one-published index refuses a second one.
    if (isUniqueViolation(error))
      throw conflict('内容刚刚已由他人发布，请刷新后查看', 'ALREADY_PUBLISHED');
    throw error;
  }
}

export async function discardTriageDraft(deps: Deps, by: StaffActor): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const draft = await lockDraft(tx);
    if (!draft) throw notFound('没有草稿');
    const before = await detailInside(tx, draft.id);
    await deleteDraft(tx, draft.id);
    await recordAudit(tx, {
      actor: `staff:${by.staffId}`,
      action: 'triage_draft.discard',
      entityType: 'triage_version',
      entityId: draft.id,
      before: auditView(before),
      requestId: by.requestId,
      at: now,
    });
  });
}

// Visits with their pre-diagnosis

/**
 * Staff care whether the patient answered: a saved pre-diagnosis is `done` even after the
 * visit; `closed` is a visit over without one.
 */
function toConsoleVisit(row: VisitRow, now: Date): ConsoleVisit {
  const { precheck, ...visit } = row;
  const upcoming = row.status === 'paid' && !isSlotPast(row.date, row.period, now);
  return {
    ...visit,
    precheck: precheck ? 'done' : upcoming ? 'unanswered' : 'closed',
    redFlag: precheck?.redFlag?.name ?? null,
  };
}

export async function consoleVisits(deps: Deps, query: QueryOf<typeof consoleVisitsEndpoint>) {
  const { rows, total } = await visitsPage(deps.db, query);
  const now = deps.clock.now();
  return {
    items: rows.map((row) => toConsoleVisit(row, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Reading a patient's answers is audited like any look at their health data. */
export async function consoleVisitPrecheck(deps: Deps, by: StaffActor, id: number) {
  const row = await findVisitById(deps.db, id);
  if (!row) throw notFound('预约不存在');
  const now = deps.clock.now();
  await recordAudit(deps.db, {
    actor: `staff:${by.staffId}`,
    action: 'precheck.read',
    entityType: 'appointment',
    entityId: id,
    details: { orderNum: row.orderNum, answered: row.precheck !== null },
    requestId: by.requestId,
    at: now,
  });
  return {
    visit: toConsoleVisit(row, now),
    record: row.precheck ? toPrecheckRecord(row.precheck) : null,
  };
}
