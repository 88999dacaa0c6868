import type { ReportSummary, TestReportDetail } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  news,
  newsCategories,
  reportItems,
  reports,
  surveyQuestions,
  surveys,
} from '../../../src/db/schema/index.ts';
import { upsertHisNewsArticle, upsertHisNewsCategory } from '../../../src/modules/news/index.ts';
import { upsertHisNotice } from '../../../src/modules/notices/index.ts';
import {
  cardBelongsTo,
  cardHolder,
  registerPatientCard,
} from '../../../src/modules/patients/index.ts';
import { storeHisReportPdf, upsertHisReport } from '../../../src/modules/reports/index.ts';
import { upsertHisSurvey } from '../../../src/modules/surveys/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addPatient, adult } from '../patients/fixtures.ts';
import { PDF_BYTES, card, ctReport, labReport } from './fixtures.ts';

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
  it('registers a card once, answers unchanged on replay and updated on a change', async () => {
    const values = card('张三', 'x1234567890');
    expect(await registerPatientCard(deps(), 'C-1', values)).toEqual({
      hisId: 'C-1',
      status: 'created',
    });
    expect((await registerPatientCard(deps(), 'C-1', values)).status).toBe('unchanged');
    expect(await cardBelongsTo(deps(), 'C-1', 'X1234567890')).toBe(true);
    expect(await cardBelongsTo(deps(), 'C-1', 'x1234567890')).toBe(true);
    expect((await registerPatientCard(deps(), 'C-1', card('张三', 'Y999999'))).status).toBe(
      'updated',
    );
    expect(await cardBelongsTo(deps(), 'C-1', 'X1234567890')).toBe(false);
    expect(await cardBelongsTo(deps(), 'NO-SUCH-CARD', 'Y999999')).toBe(false);
  });

  it('names the holder only when the HIS confirms the patient holds the card', async () => {
    expect(await cardHolder(deps(), 'NEVER-REGISTERED')).toBeNull();
    await registerPatientCard(deps(), patient.patientCode, card('张三', 'Z0000000'));
    expect(await cardHolder(deps(), patient.patientCode)).toEqual({ patientId: null });
    await registerPatientCard(deps(), patient.patientCode, card('张三', patient.idNumber));
    expect(await cardHolder(deps(), patient.patientCode)).toEqual({ patientId: patient.id });
  });
});

describe('reports from the HIS', () => {
  it('shows a lab report to its card holder exactly like any other report', async () => {
    const result = await upsertHisReport(deps(), 'R-LAB-1', labReport(patient.patientCode, 'JY1'));
    expect(result).toEqual({ hisId: 'R-LAB-1', status: 'created' });

    const list = await t.app.inject({
      url: '/api/report/checks',
      query: { patientId: String(patient.id) },
      headers: owner.headers,
    });
    const [summary] = list.json<ReportSummary[]>();
    expect(summary).toMatchObject({ reportNo: 'JY1', patientId: patient.id, abnormalCount: 1 });

    const detail = await t.app.inject({
      url: '/api/report/checkReprotDetail',
      query: { id: String(summary!.id) },
      headers: owner.headers,
    });
    expect(detail.statusCode).toBe(200);
    const items = detail.json<TestReportDetail>().items;
    expect(items.map(({ code, flag }) => [code, flag])).toEqual([
      ['WBC', 'H'],
      ['HBsAg', 'N'],
    ]);
  });

  it('answers unchanged on replay, writing no rows, and updated when a value changes', async () => {
    const report = labReport(patient.patientCode, 'JY2');
    await upsertHisReport(deps(), 'R-LAB-2', report);
    const [before, itemsBefore] = [await t.db.$count(reports), await t.db.$count(reportItems)];
    expect((await upsertHisReport(deps(), 'R-LAB-2', report)).status).toBe('unchanged');
    expect([await t.db.$count(reports), await t.db.$count(reportItems)]).toEqual([
      before,
      itemsBefore,
    ]);

    const changed = { ...report, items: [{ ...report.items[0]!, value: '5.0' }] };
    expect((await upsertHisReport(deps(), 'R-LAB-2', changed)).status).toBe('updated');
    const [row] = await t.db.select().from(reports).where(eq(reports.hisId, 'R-LAB-2'));
    const lines = await t.db.select().from(reportItems).where(eq(reportItems.reportId, row!.id));
    expect(lines.map(({ value, flag }) => [value, flag])).toEqual([['5.0', 'N']]);
  });

  it('refuses a report on an unknown card or a report number another report has', async () => {
    const before = await t.db.$count(reports);
    expect(await upsertHisReport(deps(), 'R-X', labReport('UNKNOWN-CARD', 'JY9'))).toEqual({
      hisId: 'R-X',
      status: 'refused',
      reason: '就诊卡 UNKNOWN-CARD 未登记',
    });
    const taken = await upsertHisReport(deps(), 'R-Y', labReport(patient.patientCode, 'JY1'));
    expect(taken.status).toBe('refused');
    expect(taken.reason).toContain('JY1');
    expect(await t.db.$count(reports)).toBe(before);
  });

  it('keeps a report on a card nobody holds yet, hidden from every patient', async () => {
    await registerPatientCard(deps(), 'C-LONELY', card('李四', 'L1234567'));
    expect((await upsertHisReport(deps(), 'R-LONELY', ctReport('C-LONELY', 'JC9'))).status).toBe(
      'created',
    );
    const [row] = await t.db.select().from(reports).where(eq(reports.hisId, 'R-LONELY'));
    expect(row).toMatchObject({ patientId: null, cardNo: 'C-LONELY' });
  });

  it('stores a PDF once, refuses bytes that are no PDF and answers null for no report', async () => {
    await upsertHisReport(deps(), 'R-CT-1', ctReport(patient.patientCode, 'JC1'));
    expect(await storeHisReportPdf(deps(), 'R-CT-1', PDF_BYTES)).toEqual({
      hisId: 'R-CT-1',
      status: 'created',
    });
    expect((await storeHisReportPdf(deps(), 'R-CT-1', PDF_BYTES))?.status).toBe('unchanged');
    await expect(storeHisReportPdf(deps(), 'R-CT-1', Buffer.from('<html>'))).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await storeHisReportPdf(deps(), 'R-NONE', PDF_BYTES)).toBeNull();

    const list = await t.app.inject({
      url: '/api/report/inspects',
      query: { patientId: String(patient.id) },
      headers: owner.headers,
    });
    const ct = list.json<ReportSummary[]>().find(({ reportNo }) => reportNo === 'JC1');
    expect(ct).toMatchObject({ hasAttachment: true });
  });
});

describe('content from the HIS', () => {
  it('refuses an article of an unknown category and a category name taken', async () => {
    expect(
      (await upsertHisNewsCategory(deps(), 'CAT-1', { name: '院内新闻', sort: 1 })).status,
    ).toBe('created');
    expect(
      (await upsertHisNewsCategory(deps(), 'CAT-2', { name: '院内新闻', sort: 2 })).status,
    ).toBe('refused');
    const article = {
      categoryHisId: 'CAT-1',
      title: '新院区开诊',
      summary: '',
      coverUrl: 'https://example.org/a.png',
      bodyHtml: '<p onclick="x()">欢迎</p><script>alert(1)</script>',
      publishedAt: '2025-01-01T08:00:00+08:00',
    };
    expect((await upsertHisNewsArticle(deps(), 'N-1', article)).status).toBe('created');
    expect((await upsertHisNewsArticle(deps(), 'N-1', article)).status).toBe('unchanged');
    const [stored] = await t.db.select().from(news).where(eq(news.hisId, 'N-1'));
    expect(stored!.bodyHtml).toBe('<p>欢迎</p>');
    const before = await t.db.$count(news);
    const orphan = await upsertHisNewsArticle(deps(), 'N-2', { ...article, categoryHisId: 'NOPE' });
    expect(orphan).toMatchObject({ status: 'refused', reason: '资讯分类 NOPE 不存在' });
    expect(await t.db.$count(news)).toBe(before);
    expect(await t.db.$count(newsCategories)).toBe(1);
  });

  it('upserts a notice by its hisId', async () => {
    const notice = {
      title: '春节门诊安排',
      body: '除夕停诊。',
      publishedAt: '2025-01-20T08:00:00+08:00',
    };
    expect((await upsertHisNotice(deps(), 'NT-1', notice)).status).toBe('created');
    expect((await upsertHisNotice(deps(), 'NT-1', notice)).status).toBe('unchanged');
    expect((await upsertHisNotice(deps(), 'NT-1', { ...notice, body: '照常' })).status).toBe(
      'updated',
    );
  });

  it("changes a survey's questions only until someone answers it", async () => {
    const survey = {
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
    expect((await upsertHisSurvey(deps(), 'S-1', survey)).status).toBe('created');
    expect((await upsertHisSurvey(deps(), 'S-1', survey)).status).toBe('unchanged');
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
    expect((await upsertHisSurvey(deps(), 'S-1', renamed)).status).toBe('updated');
    const reworded = { ...renamed, questions: [survey.questions[0]!] };
    const refused = await upsertHisSurvey(deps(), 'S-1', reworded);
    expect(refused.status).toBe('refused');
    expect(refused.reason).toContain('已有答卷');
    expect(await t.db.$count(surveyQuestions, eq(surveyQuestions.surveyId, row!.id))).toBe(2);
  });
});
