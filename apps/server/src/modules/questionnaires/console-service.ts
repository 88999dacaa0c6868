import { QUESTIONNAIRE_KEYS, type BodyOf, type QuestionnaireKey } from '@hospital/contract';
import type {
  QuestionnaireDetail,
  QuestionnaireSummary,
  saveQuestionnaireEndpoint,
} from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffActor } from '../staff/index.ts';
import { currentVersion, currentVersions, insertVersion, type VersionRow } from './repository.ts';
import { toQuestionnaire } from './service.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** Who the console names as the editor of the content the demo seed wrote. */
const SEEDED_BY = '系统初始内容';

const toDetail = (row: VersionRow): QuestionnaireDetail => ({
  ...toQuestionnaire(row),
  note: row.note,
  editedBy: row.editorName ?? SEEDED_BY,
  editedAt: row.editedAt.toISOString(),
});

/** In the order of the keys, the way the console lists them. */
export async function questionnaireSummaries(
  deps: Pick<ServerDeps, 'db'>,
): Promise<QuestionnaireSummary[]> {
  const rows = await currentVersions(deps.db);
  return QUESTIONNAIRE_KEYS.flatMap((key) => {
    const row = rows.find((each) => each.key === key);
    if (!row) return [];
    const { questions, note: _note, ...detail } = toDetail(row);
    return [{ ...detail, questionCount: questions.length }];
  });
}

export async function questionnaireDetail(
  deps: Pick<ServerDeps, 'db'>,
  key: QuestionnaireKey,
): Promise<QuestionnaireDetail> {
  const row = await currentVersion(deps.db, key);
  if (!row) throw notFound('问卷尚未设置');
  return toDetail(row);
}

const versionChanged = () =>
  conflict('问卷刚刚已由他人修改，请刷新后在最新版本上修改', 'VERSION_CHANGED');

async function currentInside(tx: Database, key: QuestionnaireKey): Promise<VersionRow> {
  const row = await currentVersion(tx, key);
  if (!row) throw notFound('问卷尚未设置');
  return row;
}

/**
 * Saves the edit as the next version, which patients get at once; the old versions stay,
 * as the answer sheets that point at them do. Two saves from the same version: the unique
 * (key, version) lets only the first through.
 */
export async function saveQuestionnaire(
  deps: Deps,
  by: StaffActor,
  key: QuestionnaireKey,
  input: BodyOf<typeof saveQuestionnaireEndpoint>,
): Promise<QuestionnaireDetail> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await currentInside(tx, key);
      if (before.version !== input.version) throw versionChanged();
      await insertVersion(tx, {
        key,
        version: before.version + 1,
        title: input.title,
        questions: input.questions,
        note: input.note,
        editedBy: by.staffId,
        editedAt: now,
      });
      const after = toDetail(await currentInside(tx, key));
      await recordAudit(tx, {
        actor: `staff:${by.staffId}`,
        action: 'questionnaire.update',
        entityType: 'questionnaire',
        entityId: key,
        before: toDetail(before),
        after,
        requestId: by.requestId,
        at: now,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'questionnaire_versions_key_version')) throw versionChanged();
    throw error;
  }
}
