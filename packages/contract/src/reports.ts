import { z } from 'zod';
import { DateSchema, IdParamsSchema, IdSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ReferenceRangeSchema, ResultFlagSchema } from './report-flag.ts';

/** 检验 (lab tests on a specimen) or 检查 (imaging and other examinations). */
export const ReportKindSchema = z.enum(['test', 'inspection']);
export type ReportKind = z.infer<typeof ReportKindSchema>;

export const ReportListQuerySchema = z
  .object({
    patientId: IdSchema,
    /** A report category, e.g. 血液 or CT; all categories when absent. */
    type: z.string().trim().min(1).max(20).optional(),
    from: DateSchema.optional(),
    to: DateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '开始日期不能晚于结束日期',
    path: ['to'],
  });
export type ReportListQuery = z.infer<typeof ReportListQuerySchema>;

export const ReportSummarySchema = z.object({
  id: z.number().int(),
  kind: ReportKindSchema,
  reportNo: z.string(),
  title: z.string(),
  category: z.string(),
  department: z.string(),
  patientId: z.number().int(),
  patientName: z.string(),
  reportedAt: TimestampSchema,
  /** Test reports: items outside their reference; always 0 for inspections. */
  abnormalCount: z.number().int().nonnegative(),
  hasAttachment: z.boolean(),
  /** Whether the signed-in user has rated this report visit. */
  commented: z.boolean(),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ResultPointSchema = z.object({ date: DateSchema, value: z.string() });
export type ResultPoint = z.infer<typeof ResultPointSchema>;

export const TestResultItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  value: z.string(),
  unit: z.string(),
  reference: ReferenceRangeSchema,
  flag: ResultFlagSchema,
  /** The same item's earlier values for this patient, oldest first; empty when none. */
  history: z.array(ResultPointSchema),
});
export type TestResultItem = z.infer<typeof TestResultItemSchema>;

export const TestReportDetailSchema = ReportSummarySchema.extend({
  specimen: z.string(),
  doctorName: z.string(),
  sampledAt: TimestampSchema,
  items: z.array(TestResultItemSchema),
});
export type TestReportDetail = z.infer<typeof TestReportDetailSchema>;

export const InspectionReportDetailSchema = ReportSummarySchema.extend({
  examPart: z.string(),
  method: z.string(),
  doctorName: z.string(),
  examinedAt: TimestampSchema,
  findings: z.string(),
  conclusion: z.string(),
  /** The hospital's PDF, served only with the owner's bearer token; null when none. */
  attachmentUrl: z.string().nullable(),
});
export type InspectionReportDetail = z.infer<typeof InspectionReportDetailSchema>;

const ReportIdQuerySchema = z.object({ id: IdSchema });

export const checkReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/report/checks',
  summary: "Test (检验) reports of one of the user's patients, newest first",
  auth: true,
  query: ReportListQuerySchema,
  responses: { 200: z.array(ReportSummarySchema) },
});

export const checkReportDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/report/checkReprotDetail',
  summary: 'One test report with every item, its flag and its earlier values',
  auth: true,
  query: ReportIdQuerySchema,
  responses: { 200: TestReportDetailSchema },
});

export const inspectReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/report/inspects',
  summary: "Inspection (检查) reports of one of the user's patients, newest first",
  auth: true,
  query: ReportListQuerySchema,
  responses: { 200: z.array(ReportSummarySchema) },
});

export const inspectReportDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/report/inspectsReprotDetail',
  summary: 'One inspection report: findings, conclusion and the PDF when there is one',
  auth: true,
  query: ReportIdQuerySchema,
  responses: { 200: InspectionReportDetailSchema },
});

/** Where a report's PDF is served (GET, the patient's owner only, bearer required). */
export const REPORT_FILE_PATH = '/api/report/files/:id';
export const ReportFileParamsSchema = IdParamsSchema;

export const REPORT_COMMENT_MAX_LENGTH = 500;

export const ReportCommentSchema = z.object({
  reportId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: TimestampSchema,
});
export type ReportComment = z.infer<typeof ReportCommentSchema>;

export const reportCommentDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/report/reportCommentDetail',
  summary: "The signed-in user's rating of a report visit; comment is null before rating",
  auth: true,
  query: z.object({ reportId: IdSchema }),
  responses: { 200: z.object({ comment: ReportCommentSchema.nullable() }) },
});

export const SaveReportCommentSchema = z.object({
  reportId: z.number().int().positive().max(2_147_483_647),
  rating: z.number().int('请选择1-5星评分').min(1, '请选择1-5星评分').max(5, '请选择1-5星评分'),
  text: z
    .string()
    .trim()
    .max(REPORT_COMMENT_MAX_LENGTH, `评价内容不能超过${REPORT_COMMENT_MAX_LENGTH}字`)
    .default(''),
});
export type SaveReportComment = z.input<typeof SaveReportCommentSchema>;

export const saveReportCommentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/report/reportComment',
  summary: 'Rates a report visit once (1-5 stars and an optional text); 409 on a second try',
  auth: true,
  body: SaveReportCommentSchema,
  responses: { 200: ReportCommentSchema },
});
