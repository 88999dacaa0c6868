import { QUESTIONNAIRE_KEYS } from '@hospital/contract';
import type { Database } from '../client.ts';
import { questionnaireVersions } from '../schema/index.ts';
import { questionnaireSeedContent, questionnaireSeedNote } from './questionnaire-content/index.ts';

/**
 * Questionnaires are the hospital's, not the HIS's: each key without any version gets the
 * starting content as version 1, edited by nobody. A key the hospital edited keeps what it
 * has. Run under the seed's lock.
 */
export async function seedQuestionnaires(db: Database, now: Date): Promise<void> {
  const rows = await db
    .selectDistinct({ key: questionnaireVersions.key })
    .from(questionnaireVersions);
  const present = new Set(rows.map((row) => row.key));
  const missing = QUESTIONNAIRE_KEYS.filter((key) => !present.has(key));
  if (missing.length === 0) return;
  await db.insert(questionnaireVersions).values(
    missing.map((key) => ({
      key,
      version: 1,
      ...questionnaireSeedContent[key],
      note: questionnaireSeedNote,
      editedAt: now,
    })),
  );
}
