import type { HisScope, InspectionReportDetail, ReportSummary } from '@hospital/contract';
import type { HisBatchResult } from '@hospital/contract/his';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  news,
  newsCategories,
  notices,
  patientCards,
  reportAttachments,
  reports,
  surveys,
} from '../../../src/db/schema/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisHeaders } from '../his/his-client.ts';
import { addPatient, adult } from '../patients/fixtures.ts';
import { PDF_BYTES, card, ctReport, labReport } from './fixtures.ts';

let t: TestApp;
let owner: SignedIn;
let patient: { id: number; patientCode: string };
let reportsHis: { authorization: string };
let contentHis: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '0' } });
  owner = await signIn(t.app);
  const added = await addPatient(t.app, owner, adult(1));
  patient = { id: added.id, patientCode: added.patientCode };
  [reportsHis, contentHis] = await Promise.all([
    hisHeaders(t.app, ['his:reports']),
    hisHeaders(t.app, ['his:content']),
  ]);
});
afterAll(() => t.close());

const send = (
  method: 'PUT' | 'POST',
  url: string,
  payload: unknown,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/his/v1${url}`, headers, payload: payload as object });

const results = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(200);
  return response.json<HisBatchResult>().results;
};

const article = (categoryHisId: string) => ({
  categoryHisId,
  title: '新院区开诊',
  coverUrl: 'https://example.org/cover.png',
  bodyHtml: '<p>欢迎</p><img src="x" onerror="alert(1)">',
  publishedAt: '2025-01-01T08:00:00+08:00',
});
const notice = {
  title: '春节门诊安排',
  body: '除夕停诊。',
  publishedAt: '2025-01-20T08:00:00+08:00',
};
const survey = {
  title: '门诊满意度',
  questions: [{ kind: 'single', title: '总体满意吗', options: ['满意', '不满意'] }],
};

describe('patient cards', () => {
  it('registers cards one by one and in batches, a replay changing nothing', async () => {
    const put = await send('PUT', '/patient-cards/C-100', card('张三', 'A1234567'), reportsHis);
    expect(put.json()).toEqual({ hisId: 'C-100', status: 'created' });
    const batch = {
      items: [
        { cardNo: 'C-101', ...card('李四', 'B1234567') },
        { cardNo: 'C-100', ...card('张三', 'A1234567') },
      ],
    };
    expect(results(await send('POST', '/patient-cards:batchUpsert', batch, reportsHis))).toEqual([
      { hisId: 'C-101', status: 'created' },
      { hisId: 'C-100', status: 'unchanged' },
    ]);
    const rows = await t.db.$count(patientCards);
    const again = results(await send('POST', '/patient-cards:batchUpsert', batch, reportsHis));
    expect(again.map(({ status }) => status)).toEqual(['unchanged', 'unchanged']);
    expect(await t.db.$count(patientCards)).toBe(rows);
  });

  it('answers 400 for a bad card or ID number, writing nothing', async () => {
    const rows = await t.db.$count(patientCards);
    const badId = await send('PUT', '/patient-cards/C-102', card('王五', '12-34'), reportsHis);
    expect(badId.statusCode).toBe(400);
    const badCard = await send(
      'PUT',
      '/patient-cards/C%20102',
      card('王五', 'A7654321'),
      reportsHis,
    );
    expect(badCard.statusCode).toBe(400);
    expect(await t.db.$count(patientCards)).toBe(rows);
  });
});

describe('reports', () => {
  beforeAll(async () => {
    await send(
      'PUT',
      `/patient-cards/${patient.patientCode}`,
      card('张三', adult(1).idNumber),
      reportsHis,
    );
  });

  it('puts a report the patient then sees in the report pages like any other', async () => {
    const put = await send(
      'PUT',
      '/reports/R-1',
      ctReport(patient.patientCode, 'JC100'),
      reportsHis,
    );
    expect(put.json()).toEqual({ hisId: 'R-1', status: 'created' });
    const pdf = await t.app.inject({
      method: 'PUT',
      url: '/his/v1/reports/R-1/pdf',
      headers: { ...reportsHis, 'content-type': 'application/pdf' },
      payload: PDF_BYTES,
    });
    expect(pdf.json()).toEqual({ hisId: 'R-1', status: 'created' });

    const list = await t.app.inject({
      url: '/api/report/inspects',
      query: { patientId: String(patient.id) },
      headers: owner.headers,
    });
    const [summary] = list.json<ReportSummary[]>();
    expect(summary).toMatchObject({
      reportNo: 'JC100',
      hasAttachment: true,
      patientId: patient.id,
    });
    const detail = await t.app.inject({
      url: '/api/report/inspectsReprotDetail',
      query: { id: String(summary!.id) },
      headers: owner.headers,
    });
    const { attachmentUrl, conclusion } = detail.json<InspectionReportDetail>();
    expect(conclusion).toBe('未见明显异常。');
    const file = await t.app.inject({ url: attachmentUrl!, headers: owner.headers });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('applies a batch item by item, refusing an unknown card with its reason', async () => {
    const batch = {
      items: [
        { hisId: 'R-2', ...labReport(patient.patientCode, 'JY200') },
        { hisId: 'R-3', ...labReport('NO-SUCH-CARD', 'JY201') },
        { hisId: 'R-4', ...ctReport(patient.patientCode, 'JC202') },
      ],
    };
    expect(results(await send('POST', '/reports:batchUpsert', batch, reportsHis))).toEqual([
      { hisId: 'R-2', status: 'created' },
      { hisId: 'R-3', status: 'refused', reason: '就诊卡 NO-SUCH-CARD 未登记' },
      { hisId: 'R-4', status: 'created' },
    ]);
    const rows = await t.db.$count(reports);
    const again = results(await send('POST', '/reports:batchUpsert', batch, reportsHis));
    expect(again.map(({ status }) => status)).toEqual(['unchanged', 'refused', 'unchanged']);
    expect(await t.db.$count(reports)).toBe(rows);
    expect(await t.db.$count(reports, eq(reports.hisId, 'R-3'))).toBe(0);
  });

  it('answers a refused PUT with 409 and its reason', async () => {
    const refused = await send(
      'PUT',
      '/reports/R-5',
      labReport('NO-SUCH-CARD', 'JY300'),
      reportsHis,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: '就诊卡 NO-SUCH-CARD 未登记' });
  });

  it('answers 400 for a malformed report, writing nothing', async () => {
    const rows = await t.db.$count(reports);
    const noItems = { ...labReport(patient.patientCode, 'JY400'), items: [] };
    expect((await send('PUT', '/reports/R-6', noItems, reportsHis)).statusCode).toBe(400);
    const backwards = {
      ...ctReport(patient.patientCode, 'JY401'),
      collectedAt: '2025-02-01T08:00:00+08:00',
    };
    expect((await send('PUT', '/reports/R-6', backwards, reportsHis)).statusCode).toBe(400);
    const unknownKind = { ...ctReport(patient.patientCode, 'JY402'), kind: 'xray' };
    expect((await send('PUT', '/reports/R-6', unknownKind, reportsHis)).statusCode).toBe(400);
    expect(await t.db.$count(reports)).toBe(rows);
  });

  it('refuses a PDF that is no PDF or too large, and one for no report', async () => {
    const putPdf = (hisId: string, payload: Buffer, type = 'application/pdf') =>
      t.app.inject({
        method: 'PUT',
        url: `/his/v1/reports/${hisId}/pdf`,
        headers: { ...reportsHis, 'content-type': type },
        payload,
      });
    const attachments = await t.db.$count(reportAttachments);
    expect((await putPdf('R-4', Buffer.from('<html></html>'))).statusCode).toBe(400);
    const tooLarge = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await putPdf('R-4', tooLarge)).statusCode).toBe(413);
    const asText = await putPdf('R-4', PDF_BYTES, 'text/plain');
    expect(asText.statusCode).toBe(400);
    expect(asText.json()).toMatchObject({ message: '请以 application/pdf 发送报告PDF' });
    expect((await putPdf('R-NONE', PDF_BYTES)).statusCode).toBe(404);
    expect(await t.db.$count(reportAttachments)).toBe(attachments);
  });
});

describe('news, notices and surveys', () => {
  it('puts a category and articles, sanitised, refusing one of an unknown category', async () => {
    const category = await send('PUT', '/news-categories/CAT-1', { name: '院内新闻' }, contentHis);
    expect(category.json()).toEqual({ hisId: 'CAT-1', status: 'created' });
    const batch = {
      items: [
        { hisId: 'N-1', ...article('CAT-1') },
        { hisId: 'N-2', ...article('CAT-NONE') },
      ],
    };
    expect(results(await send('POST', '/news:batchUpsert', batch, contentHis))).toEqual([
      { hisId: 'N-1', status: 'created' },
      { hisId: 'N-2', status: 'refused', reason: '资讯分类 CAT-NONE 不存在' },
    ]);
    const rows = await t.db.$count(news);
    const again = results(await send('POST', '/news:batchUpsert', batch, contentHis));
    expect(again.map(({ status }) => status)).toEqual(['unchanged', 'refused']);
    expect(await t.db.$count(news)).toBe(rows);

    const [stored] = await t.db.select().from(news).where(eq(news.hisId, 'N-1'));
    const page = await t.app.inject({ url: `/api/news/${stored!.id}`, headers: owner.headers });
    expect(page.json<{ bodyHtml: string }>().bodyHtml).toBe('<p>欢迎</p><img src="x" />');
    const put = await send(
      'PUT',
      '/news/N-1',
      { ...article('CAT-1'), title: '新院区开诊啦' },
      contentHis,
    );
    expect(put.json()).toEqual({ hisId: 'N-1', status: 'updated' });
  });

  it('puts notices one by one and in batches', async () => {
    expect((await send('PUT', '/notices/NT-1', notice, contentHis)).json()).toEqual({
      hisId: 'NT-1',
      status: 'created',
    });
    const batch = {
      items: [
        { hisId: 'NT-1', ...notice },
        { hisId: 'NT-2', ...notice, title: '医保系统升级' },
      ],
    };
    expect(results(await send('POST', '/notices:batchUpsert', batch, contentHis))).toEqual([
      { hisId: 'NT-1', status: 'unchanged' },
      { hisId: 'NT-2', status: 'created' },
    ]);
    const rows = await t.db.$count(notices);
    const again = results(await send('POST', '/notices:batchUpsert', batch, contentHis));
    expect(again.map(({ status }) => status)).toEqual(['unchanged', 'unchanged']);
    expect(await t.db.$count(notices)).toBe(rows);
    const list = await t.app.inject({ url: '/api/notices', headers: owner.headers });
    expect(list.body).toContain('医保系统升级');
  });

  it('puts a survey, and answers 400 for a choice question without options', async () => {
    expect((await send('PUT', '/surveys/S-1', survey, contentHis)).json()).toEqual({
      hisId: 'S-1',
      status: 'created',
    });
    expect((await send('PUT', '/surveys/S-1', survey, contentHis)).json()).toMatchObject({
      status: 'unchanged',
    });
    const noOptions = { ...survey, questions: [{ kind: 'multiple', title: '科室', options: [] }] };
    expect((await send('PUT', '/surveys/S-2', noOptions, contentHis)).statusCode).toBe(400);
    expect(await t.db.$count(surveys, eq(surveys.hisId, 'S-2'))).toBe(0);
  });
});

describe('who may write', () => {
  const writes: [string, 'PUT' | 'POST', string, () => unknown, HisScope][] = [
    ['card', 'PUT', '/patient-cards/C-900', () => card('赵六', 'Z1234567'), 'his:reports'],
    [
      'cards',
      'POST',
      '/patient-cards:batchUpsert',
      () => ({ items: [{ cardNo: 'C-901', ...card('赵六', 'Z1234567') }] }),
      'his:reports',
    ],
    [
      'report',
      'PUT',
      '/reports/R-900',
      () => ctReport(patient.patientCode, 'JC900'),
      'his:reports',
    ],
    [
      'reports',
      'POST',
      '/reports:batchUpsert',
      () => ({ items: [{ hisId: 'R-901', ...ctReport(patient.patientCode, 'JC901') }] }),
      'his:reports',
    ],
    ['category', 'PUT', '/news-categories/CAT-900', () => ({ name: '健康科普' }), 'his:content'],
    ['article', 'PUT', '/news/N-900', () => article('CAT-1'), 'his:content'],
    [
      'articles',
      'POST',
      '/news:batchUpsert',
      () => ({ items: [{ hisId: 'N-901', ...article('CAT-1') }] }),
      'his:content',
    ],
    ['notice', 'PUT', '/notices/NT-900', () => notice, 'his:content'],
    [
      'notices',
      'POST',
      '/notices:batchUpsert',
      () => ({ items: [{ hisId: 'NT-901', ...notice }] }),
      'his:content',
    ],
    ['survey', 'PUT', '/surveys/S-900', () => survey, 'his:content'],
  ];

  const tableCounts = async () =>
    Promise.all(
      [patientCards, reports, newsCategories, news, notices, surveys].map((table) =>
        t.db.$count(table),
      ),
    );

  it.each(writes)(
    'refuses the %s write to another scope (403) and a patient (401)',
    async (_, method, url, payload, scope) => {
      const before = await tableCounts();
      const otherScope = scope === 'his:reports' ? contentHis : reportsHis;
      const forbidden = await send(method, url, payload(), otherScope);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ error: 'insufficient_scope' });
      expect((await send(method, url, payload(), owner.headers)).statusCode).toBe(401);
      expect((await send(method, url, payload(), {})).statusCode).toBe(401);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it('refuses a PDF to the content scope and to a patient, storing nothing', async () => {
    const attachments = await t.db.$count(reportAttachments);
    for (const headers of [contentHis, owner.headers]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/his/v1/reports/R-4/pdf',
        headers: { ...headers, 'content-type': 'application/pdf' },
        payload: PDF_BYTES,
      });
      expect([401, 403]).toContain(response.statusCode);
    }
    expect(await t.db.$count(reportAttachments)).toBe(attachments);
  });
});
