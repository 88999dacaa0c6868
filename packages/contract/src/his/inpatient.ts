import { z } from 'zod';
import { DateSchema } from '../common.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { DischargeStepSchema, InpatientStayStatusSchema } from '../inpatient.ts';
import { HisIdSchema, hisUpsertEndpoints } from './batch.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const fen = z.number().int().nonnegative().max(100_000_000);
const isoTime = z.iso.datetime({ offset: true });

/**
 * A stay as the HIS sends it, keyed by the inpatient number (住院号) as hisId; sent again
 * on every change of bed, doctor or status. A settled stay is not reopened.
 */
export const HisInpatientStaySchema = z.object({
  /** The patient's hospital card number. */
  patientCode: text(32),
  patientName: text(40),
  department: text(60),
  ward: text(60),
  bed: text(20),
  doctor: text(40),
  admittedAt: isoTime,
  dischargedAt: isoTime.nullable().default(null),
  status: InpatientStayStatusSchema,
  requiredDepositFen: fen,
  lowBalanceFen: fen,
});
export type HisInpatientStay = z.infer<typeof HisInpatientStaySchema>;
export const HisInpatientStayWithIdSchema = HisInpatientStaySchema.extend({ hisId: HisIdSchema });
export type HisInpatientStayWithId = z.infer<typeof HisInpatientStayWithIdSchema>;

const stays = hisUpsertEndpoints({
  path: `${HIS_API_PREFIX}/inpatient/stays`,
  scope: 'his:inpatient',
  body: HisInpatientStaySchema,
  item: HisInpatientStayWithIdSchema,
  summaries: {
    put: 'Create or update one stay by its inpatient number',
    batch: 'Create or update stays item by item',
  },
});
export const putHisInpatientStay = stays.put;
export const batchUpsertHisInpatientStays = stays.batch;

/** One line of a day's bill, keyed by the HIS's line id; the amount is the HIS's own. */
export const HisInpatientCostItemSchema = z.object({
  inpatientNo: HisIdSchema,
  day: DateSchema,
  item: text(100),
  category: text(30),
  quantity: z.number().positive().max(1_000_000),
  unit: text(10),
  unitPriceFen: fen,
  amountFen: fen,
});
export type HisInpatientCostItem = z.infer<typeof HisInpatientCostItemSchema>;
export const HisInpatientCostItemWithIdSchema = HisInpatientCostItemSchema.extend({
  hisId: HisIdSchema,
});
export type HisInpatientCostItemWithId = z.infer<typeof HisInpatientCostItemWithIdSchema>;

const costItems = hisUpsertEndpoints({
  path: `${HIS_API_PREFIX}/inpatient/cost-items`,
  scope: 'his:inpatient',
  body: HisInpatientCostItemSchema,
  item: HisInpatientCostItemWithIdSchema,
  summaries: {
    put: "Create or correct one line of a stay's daily bill by its HIS id",
    batch: "Create or correct lines of stays' daily bills item by item",
  },
});
export const putHisInpatientCostItem = costItems.put;
export const batchUpsertHisInpatientCostItems = costItems.batch;

/**
 * A deposit paid at the window, keyed by the HIS's receipt id. Deposits paid in the app
 * are ours: the HIS hears of them by the `inpatient.deposit.paid` webhook.
 */
export const HisInpatientDepositSchema = z.object({
  inpatientNo: HisIdSchema,
  amountFen: fen.positive(),
  /** The way it was paid as the window words it (现金, 银行卡...). */
  channel: text(20),
  paidAt: isoTime,
});
export type HisInpatientDeposit = z.infer<typeof HisInpatientDepositSchema>;
export const HisInpatientDepositWithIdSchema = HisInpatientDepositSchema.extend({
  hisId: HisIdSchema,
});
export type HisInpatientDepositWithId = z.infer<typeof HisInpatientDepositWithIdSchema>;

const deposits = hisUpsertEndpoints({
  path: `${HIS_API_PREFIX}/inpatient/deposits`,
  scope: 'his:inpatient',
  body: HisInpatientDepositSchema,
  item: HisInpatientDepositWithIdSchema,
  summaries: {
    put: 'Record one deposit paid at the window by its receipt id',
    batch: 'Record deposits paid at the window item by item',
  },
});
export const putHisInpatientDeposit = deposits.put;
export const batchUpsertHisInpatientDeposits = deposits.batch;

/** The discharge-check steps of one stay (hisId: the inpatient number), each as it stands. */
export const HisDischargeChecksSchema = z.object({
  steps: z
    .array(
      z.object({
        step: DischargeStepSchema,
        done: z.boolean(),
        /** When it was done; required when done, ignored otherwise. */
        doneAt: isoTime.nullable().default(null),
      }),
    )
    .min(1)
    .max(3),
});
export type HisDischargeChecks = z.infer<typeof HisDischargeChecksSchema>;
export const HisDischargeChecksWithIdSchema = HisDischargeChecksSchema.extend({
  hisId: HisIdSchema,
});
export type HisDischargeChecksWithId = z.infer<typeof HisDischargeChecksWithIdSchema>;

const dischargeChecks = hisUpsertEndpoints({
  path: `${HIS_API_PREFIX}/inpatient/discharge-checks`,
  scope: 'his:inpatient',
  body: HisDischargeChecksSchema,
  item: HisDischargeChecksWithIdSchema,
  summaries: {
    put: 'Report the discharge-check steps of one stay by its inpatient number',
    batch: 'Report the discharge-check steps of stays item by item',
  },
});
export const putHisDischargeChecks = dischargeChecks.put;
export const batchUpsertHisDischargeChecks = dischargeChecks.batch;
