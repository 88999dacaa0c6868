import { z } from 'zod';
import { clientPayEndpoint } from './pay.ts';
import { FenSchema, IdParamsSchema, IdSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { QuestionnaireAnswersSchema, QuestionnaireSchema } from './questionnaires.ts';

/** 单管 (one person per tube) or 混检 (several people's swabs pooled in one tube). */
export const NatSampleKindSchema = z.enum(['single', 'pooled']);
export type NatSampleKind = z.infer<typeof NatSampleKindSchema>;

/** A nucleic-acid test as the patient chooses it: what it is, what it costs, where to go. */
export const NatItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sampleKind: NatSampleKindSchema,
  /** People per tube: 1 for a single test, 10 for 10-in-1 pooling. */
  poolSize: z.number().int().min(1),
  priceFen: FenSchema,
  place: z.string(),
  hours: z.string(),
  emergency: z.boolean(),
});
export type NatItem = z.infer<typeof NatItemSchema>;

/**
 * Which items a page offers: the outpatient ones (`nucleicAcid`, `selfNucleicAcid`), the
 * emergency department's (`emergencyAcid`), or the one a sampling point's QR code names
 * (`itemId`, whatever its scope).
 */
export const NatItemListQuerySchema = z.object({
  scope: z.enum(['outpatient', 'emergency']).default('outpatient'),
  sampleKind: NatSampleKindSchema.optional(),
  itemId: IdSchema.optional(),
});

export const natItemListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/queryNatItemList',
  summary: 'The nucleic-acid tests on offer, outpatient or emergency, or the one a QR code names',
  auth: true,
  query: NatItemListQuerySchema,
  responses: { 200: z.array(NatItemSchema) },
});

export const NatOrderStatusSchema = z.enum(['pending_payment', 'paid', 'expired', 'refunded']);
export type NatOrderStatus = z.infer<typeof NatOrderStatusSchema>;

export const NatOrderSchema = z.object({
  id: z.number().int(),
  item: NatItemSchema,
  patientId: z.number().int(),
  patientName: z.string(),
  /** The price when ordered; the payment order charges exactly this. */
  priceFen: FenSchema,
  status: NatOrderStatusSchema,
  /** Until when an unpaid order can be paid; null once it is no longer unpaid. */
  expiresAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
});
export type NatOrder = z.infer<typeof NatOrderSchema>;

export const natQuestionnaireEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/preorder/questionnaire',
  summary: 'The epidemiological questionnaire answered before ordering, as the hospital set it',
  auth: true,
  responses: { 200: QuestionnaireSchema },
});

export const PreRecordSaveSchema = z.object({
  patientId: IdSchema,
  /** The questionnaire version the page showed; 409 QUESTIONNAIRE_CHANGED when no longer current. */
  version: z.number('缺少问卷版本').int().positive(),
  answers: QuestionnaireAnswersSchema,
});
export type PreRecordSave = z.infer<typeof PreRecordSaveSchema>;

export const NatPreRecordSchema = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  /** True when an answer points to risk: no order; the patient goes to the fever clinic. */
  risk: z.boolean(),
  /** The questions whose answers made the risk, with their words as asked. */
  reasons: z.array(z.object({ questionId: z.string(), text: z.string() })),
  savedAt: TimestampSchema,
});
export type NatPreRecord = z.infer<typeof NatPreRecordSchema>;

export const preRecordSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/preorder/preRecordSave',
  summary:
    "Stores one of my patients' epidemiological answers as answered and judges them (400 naming the question)",
  auth: true,
  body: PreRecordSaveSchema,
  responses: { 200: NatPreRecordSchema },
});

/** How long answers stay good for ordering: a day's travel can change them. */
export const NAT_PRE_RECORD_VALID_HOURS = 24;

export const CreateNatOrderInputSchema = z.object({
  itemId: IdSchema,
  patientId: IdSchema,
  /** The patient's questionnaire answered before ordering, without risk, within a day. */
  preRecordId: IdSchema,
});
export type CreateNatOrderInput = z.infer<typeof CreateNatOrderInputSchema>;

export const createNatOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/createNatOrder',
  summary: 'Order a nucleic-acid test for one of my patients; it waits for payment',
  auth: true,
  body: CreateNatOrderInputSchema,
  responses: { 200: NatOrderSchema },
});

export const natOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/natOrder/:id',
  summary: 'One of my nucleic-acid orders (the payment page polls it after paying)',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: NatOrderSchema },
});

export const payNatOrderEndpoint = clientPayEndpoint(
  '/api/natOrder/:id/pay',
  'WeChat Pay parameters for an unpaid nucleic-acid order',
);
export const alipayNatOrderEndpoint = clientPayEndpoint(
  '/api/natOrder/:id/alipay',
  'Alipay parameters for an unpaid nucleic-acid order',
);
export const appPayNatOrderEndpoint = clientPayEndpoint(
  '/api/natOrder/:id/apppay',
  'The cashier address for an unpaid nucleic-acid order (app and plain browser)',
);
