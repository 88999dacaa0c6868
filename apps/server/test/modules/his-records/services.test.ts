import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportItems, reports, surveyQuestions, surveys } from '../../../src/db/schema/index.ts';
import { HisRefusal } from '../../../src/http/his-batch.ts';
import {
  cardBelongsTo,
  cardHolder,
  registerPatientCard,
} from '../../../src/modules/patients/index.ts';
import { upsertHisReport } from '../../../src/modules/reports/index.ts';
import { upsertHisSurvey } from '../../../src/modules/surveys/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addPatient, adult } from '../patients/fixtures.ts';
import { card, ctReport, labReport } from './fixtures.ts';

let t: TestApp;
let owner: SignedIn;
let patient: { id: number; patientCode: string; idNumber: string };
const deps = () => ({ db: t.db, clock: t.clock });

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '0' } });
  owner = await signIn(t.app);
  const added = await addPatient(t.app, owner, adult(1));
  patient = { id: added.id, patientCode: added.patientCode, idNumber: adult(1).idNumber };
});
afterAll(() => t.close());

describe('patient cards', () => {
  it('matches ID numbers upper-case, and the latest registration wins', async () => {
    expect(
      await registerPatientCard(deps(), { ...card('张三', 'x1234567890'), cardNo: 'C-1' }),
    ).toBe('created');
    expect(await cardBelongsTo(deps(), 'C-1', 'X1234567890')).toBe(true);
    expect(await cardBelongsTo(deps(), 'C-1', 'x1234567890')).toBe(true);
    await registerPatientCard(deps(), { ...card('张三', 'Y999999'), cardNo: 'C-1' });
    expect(await cardBelongsTo(deps(), 'C-1', 'X1234567890')).toBe(false);
    expect(await cardBelongsTo(deps(), 'NO-SUCH-CARD', 'Y999999')).toBe(false);
  });

  it('names the holder only when the HIS confirms the patient holds the card', async () => {
    expect(await cardHolder(deps(), 'NEVER-REGISTERED')).toBeNull();
    const cardNo = patient.patientCode;
    await registerPatientCard(deps(), { ...card('张三', 'Z0000000'), cardNo });
    expect(await cardHolder(deps(), cardNo)).toEqual({ patientId: null });
    await registerPatientCard(deps(), { ...card('张三', patient.idNumber), cardNo });
    expect(await cardHolder(deps(), cardNo)).toEqual({ patientId: patient.id });
  });
});

describe('reports', () => {
  it('re-flags the lines when a value changes', async () => {
    const report = labReport(patient.patientCode, 'JY2');
    expect(await upsertHisReport(deps(), { ...report, hisId: 'R-LAB-2' })).toBe('created');
    const changed = { ...report, items: [{ ...report.items[0]!, value: '5.0' }] };
    expect(await upsertHisReport(deps(), { ...changed, hisId: 'R-LAB-2' })).toBe('updated');
    const [row] = await t.db.select().from(reports).where(eq(reports.hisId, 'R-LAB-2'));
    const lines = await t.db.select().from(reportItems).where(eq(reportItems.reportId, row!.id));
    expect(lines.map(({ value, flag }) => [value, flag])).toEqual([['5.0', 'N']]);
  });

  it('refuses a report number another report has', async () => {
    const taken = upsertHisReport(deps(), {
      ...labReport(patient.patientCode, 'JY2'),
      hisId: 'R-Y',
    });
    await expect(taken).rejects.toThrow(HisRefusal);
  });

  it('keeps a report on a card nobody holds yet, hidden from every patient', async () => {
    await registerPatientCard(deps(), { ...card('李四', 'L1234567'), cardNo: 'C-LONELY' });
    await upsertHisReport(deps(), { ...ctReport('C-LONELY', 'JC9'), hisId: 'R-LONELY' });
    const [row] = await t.db.select().from(reports).where(eq(reports.hisId, 'R-LONELY'));
    expect(row).toMatchObject({ patientId: null, cardNo: 'C-LONELY' });
  });
});

describe('surveys', () => {
  it("changes a survey's questions only until someone answers it", async () => {
    const survey = {
      hisId: 'S-1',
      title: '门诊满意度',
      description: '',
      sort: 0,
      questions: [
        {
          kind: 'single' as const,
          title: '总体满意吗',
          required: true,
          options: ['满意', '不满意'],
        },
        { kind: 'text' as const, title: '建议', required: false, options: [] },
      ],
    };
    expect(await upsertHisSurvey(deps(), survey)).toBe('created');
    expect(await upsertHisSurvey(deps(), survey)).toBe('unchanged');
    const [row] = await t.db.select().from(surveys).where(eq(surveys.hisId, 'S-1'));
    const detail = await t.app.inject({ url: `/api/surveys/${row!.id}`, headers: owner.headers });
    const question = detail.json<{ questions: { id: number; options: { id: number }[] }[] }>()
      .questions[0]!;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/xgwj/survey/${row!.id}/answer`,
      headers: { ...owner.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `q_${question.id}=${question.options[0]!.id}`,
    });
    expect(answered.statusCode).toBe(200);

    const renamed = { ...survey, title: '门诊满意度调查' };
    expect(await upsertHisSurvey(deps(), renamed)).toBe('updated');
    const reworded = { ...renamed, questions: [survey.questions[0]!] };
    await expect(upsertHisSurvey(deps(), reworded)).rejects.toThrow('已有答卷');
    expect(await t.db.$count(surveyQuestions, eq(surveyQuestions.surveyId, row!.id))).toBe(2);
  });
});
