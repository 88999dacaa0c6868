import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { HisIdSchema, HisUpsertResultSchema, hisUpsertEndpoints } from './batch.ts';

const fen = z.number().int().min(0).max(100_000_000);

const TrialFieldsSchema = z.object({
  totalFen: fen,
  insuranceFundFen: fen,
  personalAccountFen: fen,
  depositFen: fen,
});
const fundsWithinTotal = {
  check: (trial: z.infer<typeof TrialFieldsSchema>) =>
    trial.insuranceFundFen + trial.personalAccountFen <= trial.totalFen,
  params: {
    message: 'insuranceFundFen + personalAccountFen must not exceed totalFen',
    path: ['totalFen'],
  },
};

/**
 * The trial settlement (预结算) of a stay, keyed by its inpatient number: what the stay cost,
 * what the insurance fund and the personal account pay, and the deposits the HIS counts.
 * Sent again whenever it changes; refused once the stay is settled.
 */
export const HisTrialSettlementSchema = TrialFieldsSchema.refine(
  fundsWithinTotal.check,
  fundsWithinTotal.params,
);
export type HisTrialSettlement = z.infer<typeof HisTrialSettlementSchema>;
export const HisTrialSettlementItemSchema = TrialFieldsSchema.extend({ hisId: HisIdSchema }).refine(
  fundsWithinTotal.check,
  fundsWithinTotal.params,
);
export type HisTrialSettlementItem = z.infer<typeof HisTrialSettlementItemSchema>;

const trials = hisUpsertEndpoints({
  path: `${HIS_API_PREFIX}/inpatient/trial-settlements`,
  scope: 'his:inpatient',
  body: HisTrialSettlementSchema,
  item: HisTrialSettlementItemSchema,
  summaries: {
    put: "Create or update a stay's trial settlement by its inpatient number",
    batch: 'Create or update trial settlements item by item',
  },
});
export const putHisTrialSettlement = trials.put;
export const batchUpsertHisTrialSettlements = trials.batch;

const text = (max: number) => z.string().trim().min(1).max(max);

/** The discharge summary (出院小结) the doctor wrote, keyed by the stay's inpatient number. */
export const HisDischargeSummarySchema = z.object({
  admissionDiagnosis: text(500),
  dischargeDiagnosis: text(500),
  course: text(5000),
  conditionAtDischarge: text(2000),
  advice: text(2000),
  doctor: text(20),
  writtenAt: z.iso.datetime({ offset: true }),
});
export type HisDischargeSummary = z.infer<typeof HisDischargeSummarySchema>;

const summaries = hisUpsertEndpoints({
  path: `${HIS_API_PREFIX}/inpatient/discharge-summaries`,
  scope: 'his:inpatient',
  body: HisDischargeSummarySchema,
  item: HisDischargeSummarySchema.extend({ hisId: HisIdSchema }),
  summaries: {
    put: "Create or update a stay's discharge summary by its inpatient number",
    batch: 'Create or update discharge summaries item by item',
  },
});
export const putHisDischargeSummary = summaries.put;
export const batchUpsertHisDischargeSummaries = summaries.batch;

/** The PDFs of a stay: the electronic bill after settlement, and the two fee lists. */
export const DischargeDocumentKindSchema = z.enum([
  'electronic-bill',
  'fee-list',
  'medical-fee-list',
]);
export type DischargeDocumentKind = z.infer<typeof DischargeDocumentKindSchema>;

export const HIS_DISCHARGE_PDF_MAX_BYTES = 5 * 1024 * 1024;

export const hisPutDischargeDocumentEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/inpatient/discharge-documents/:hisId/:kind`,
  summary: "Stores one of a stay's discharge PDFs (application/pdf body), replacing an earlier one",
  auth: { his: 'his:inpatient' },
  params: z.object({ hisId: HisIdSchema, kind: DischargeDocumentKindSchema }),
  responses: { 200: HisUpsertResultSchema },
});
