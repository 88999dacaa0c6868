import { z } from 'zod';
import { DateSchema, IdParamsSchema, IdSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { GenderSchema, IdTypeSchema, RelationSchema } from './patient-form.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

/** The hospital card number handed out when a patient is saved: 'P' and 9 digits. */
export const PatientCodeSchema = z.string().regex(/^P\d{9}$/, RULE_MESSAGES.patientCode);

/** What lists show: never the full ID number or phone (DESIGN, "Masking"). */
export const PatientSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: GenderSchema,
  relation: RelationSchema,
  idType: IdTypeSchema,
  /** First 4 and last 4 characters; empty for a child registered without an ID. */
  idNumberMasked: z.string(),
  phoneMasked: z.string(),
  patientCode: z.string(),
  isDefault: z.boolean(),
  /** The uploaded photo; null means the default avatar for the gender (female or male). */
  avatarUrl: z.string().nullable(),
  birthDate: DateSchema,
  age: z.number().int().nonnegative(),
  insuranceCardBound: z.boolean(),
});
export type PatientSummary = z.infer<typeof PatientSummarySchema>;

/** One patient in full, for its owner to read and edit. */
export const PatientDetailSchema = PatientSummarySchema.extend({
  idNumber: z.string().nullable(),
  phone: z.string(),
  nation: z.string().nullable(),
  nationLabel: z.string().nullable(),
  address: z.string().nullable(),
  guardianName: z.string().nullable(),
  guardianIdNumber: z.string().nullable(),
  guardianPhone: z.string().nullable(),
  insuranceCardNo: z.string().nullable(),
  avatarFileId: z.string().nullable(),
});
export type PatientDetail = z.infer<typeof PatientDetailSchema>;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional();

/**
 * Create (no id) or update (id). Shapes only: the hospital's rules, with Chinese messages
 * naming the field, are `patientFormProblems` in patient-form.ts, applied by the server.
 */
export const SavePatientSchema = z.object({
  id: IdSchema.optional(),
  name: text(40),
  gender: GenderSchema,
  idType: IdTypeSchema,
  /** Empty for a child registered without an ID (idType CHILD). */
  idNumber: text(32).default(''),
  birthDate: optionalText(10),
  phone: text(20),
  relation: RelationSchema,
  /** A value of getDictItemData?type=nation (GB 3304 code). */
  nation: optionalText(2),
  address: optionalText(100),
  guardianName: optionalText(40),
  guardianIdNumber: optionalText(32),
  guardianPhone: optionalText(20),
  insuranceCardNo: optionalText(32),
  /** From fileUpload; only the uploader's own files are accepted. */
  avatarFileId: optionalText(64),
});
export type SavePatientInput = z.infer<typeof SavePatientSchema>;

export const findPatientEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/patients/findPatient',
  summary: "The signed-in account's patients, default first, then oldest first",
  auth: true,
  responses: { 200: z.array(PatientSummarySchema) },
});

export const defaultPatientEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/patients/default-patient',
  summary: 'The default patient, or null when the account has none',
  auth: true,
  responses: { 200: z.object({ patient: PatientSummarySchema.nullable() }) },
});

export const queryPatientEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/patients/query/:id',
  summary: "One of the signed-in account's patients in full",
  auth: true,
  params: IdParamsSchema,
  responses: { 200: PatientDetailSchema },
});

export const findPatientByCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/patients/findPatientByCode',
  summary: "One of the signed-in account's patients, by hospital card number",
  auth: true,
  query: z.object({ patientCode: PatientCodeSchema }),
  responses: { 200: PatientDetailSchema },
});

export const savePatientEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/patients/save',
  summary: 'Adds a patient (no id) or updates one (id)',
  auth: true,
  body: SavePatientSchema,
  responses: { 200: PatientDetailSchema },
});

export const deletePatientEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/patients/delete/:id',
  summary: 'Removes a patient; the default passes to the most recently added one left',
  auth: true,
  params: IdParamsSchema,
  responses: {
    200: z.object({ ok: z.literal(true), defaultPatientId: z.number().int().nullable() }),
  },
});

export const updateDefaultPatientEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/patients/update-default-patient',
  summary: 'Makes a patient the default one',
  auth: true,
  query: IdParamsSchema,
  responses: { 200: z.object({ ok: z.literal(true) }) },
});

/** NONE: no card on file; ACTIVE: a card is bound and usable for insurance payment. */
export const VoucherStatusSchema = z.enum(['NONE', 'ACTIVE']);

export const HealthCareVoucherSchema = z.object({
  bound: z.boolean(),
  /** Masked like an ID number; null when unbound. */
  insuranceCardNo: z.string().nullable(),
  voucherStatus: VoucherStatusSchema,
});
export type HealthCareVoucher = z.infer<typeof HealthCareVoucherSchema>;

export const healthCareVoucherEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/patients/getHealthCareVoucher',
  summary: "A patient's medical-insurance binding",
  auth: true,
  query: z.object({ patientId: IdSchema }),
  responses: { 200: HealthCareVoucherSchema },
});

export const DictTypeSchema = z.enum(['relation', 'idType', 'nation']);
export type DictType = z.infer<typeof DictTypeSchema>;

export const DictItemSchema = z.object({ value: z.string(), label: z.string() });
export type DictItem = z.infer<typeof DictItemSchema>;

export const dictItemDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/patients/getDictItemData',
  summary: 'Choices of the patient form: relations, ID types or nations',
  auth: true,
  query: z.object({ type: DictTypeSchema }),
  responses: { 200: z.array(DictItemSchema) },
});

/** Limits of POST fileUpload (multipart, field `file`). */
export const PATIENT_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const PATIENT_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const UploadedFileSchema = z.object({
  fileId: z.string(),
  /** Served only to the uploader, with their bearer token. */
  url: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

export const fileUploadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/patients/fileUpload',
  summary: 'Uploads an image (JPEG, PNG or WebP, at most 2 MB) as multipart field `file`',
  auth: true,
  responses: { 200: UploadedFileSchema },
});

/** Where an uploaded file is served (GET, owner only). */
export const PATIENT_FILE_PATH = '/api/patients/files/:fileId';
