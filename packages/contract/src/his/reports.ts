import { z } from 'zod';
import { TimestampSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { HisBatchResultSchema, HisIdSchema, HisUpsertResultSchema, hisBatchOf } from './batch.ts';

/** Where a report's PDF may be no larger: a scanned A4 sheet fits well within it. */
export const HIS_REPORT_PDF_MAX_BYTES = 10 * 1024 * 1024;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

/**
 * One result line. There is no flag to send: the server flags the value against its
 * reference by the same rule the phone uses (`flagResult`), so the two never disagree.
 */
export const HisReportItemSchema = z.object({
  code: text(32),
  name: text(100),
  value: text(100),
  unit: optionalText(32),
  referenceLow: z.number().finite().nullable().default(null),
  referenceHigh: z.number().finite().nullable().default(null),
  /** A qualitative reference such as 阴性. */
  referenceText: z.string().trim().min(1).max(100).nullable().default(null),
});
export type HisReportItem = z.infer<typeof HisReportItemSchema>;

const reportFields = {
  /** The patient card the report was issued on; it must have been registered first. */
  cardNo: HisIdSchema,
  reportNo: text(64),
  title: text(100),
  category: text(20),
  department: text(50),
  doctorName: text(50),
  collectedAt: TimestampSchema,
  reportedAt: TimestampSchema,
};

/** A test (检验) on a specimen, with its result lines. */
const HisTestReportSchema = z.object({
  kind: z.literal('test'),
  ...reportFields,
  specimen: text(50),
  items: z.array(HisReportItemSchema).min(1).max(200),
});

/** An inspection (检查) of a body part, with findings and a conclusion. */
const HisInspectionReportSchema = z.object({
  kind: z.literal('inspection'),
  ...reportFields,
  examPart: text(50),
  method: optionalText(100),
  findings: z.string().trim().min(1).max(5000),
  conclusion: z.string().trim().min(1).max(2000),
});

const collectedFirst = {
  check: (report: { collectedAt: string; reportedAt: string }) =>
    Date.parse(report.collectedAt) <= Date.parse(report.reportedAt),
  params: { message: 'collectedAt must not be after reportedAt', path: ['reportedAt'] },
};

export const HisReportSchema = z
  .discriminatedUnion('kind', [HisTestReportSchema, HisInspectionReportSchema])
  .refine(collectedFirst.check, collectedFirst.params);
export type HisReport = z.infer<typeof HisReportSchema>;

const hisId = { hisId: HisIdSchema };
export const HisReportOfBatchSchema = z
  .discriminatedUnion('kind', [
    HisTestReportSchema.extend(hisId),
    HisInspectionReportSchema.extend(hisId),
  ])
  .refine(collectedFirst.check, collectedFirst.params);

const ReportParamsSchema = z.object({ hisId: HisIdSchema });

export const hisPutReportEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/reports/:hisId`,
  summary: 'Creates or replaces a report; refused when its patient card is unknown',
  auth: { his: 'his:reports' },
  params: ReportParamsSchema,
  body: HisReportSchema,
  responses: { 200: HisUpsertResultSchema },
});

export const hisBatchReportsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${HIS_API_PREFIX}/reports::batchUpsert`,
  summary: 'Creates or replaces many reports, each accepted or refused on its own',
  auth: { his: 'his:reports' },
  body: hisBatchOf(HisReportOfBatchSchema),
  responses: { 200: HisBatchResultSchema },
});

/**
 * The report's PDF as the raw request body (`content-type: application/pdf`), at most
 * HIS_REPORT_PDF_MAX_BYTES; bytes that do not start as a PDF are refused.
 */
export const hisPutReportPdfEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/reports/:hisId/pdf`,
  summary: "Stores a report's PDF (application/pdf body), replacing an earlier one",
  auth: { his: 'his:reports' },
  params: ReportParamsSchema,
  responses: { 200: HisUpsertResultSchema },
});
