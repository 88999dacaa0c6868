import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { userRef, users } from './identity.ts';
import { paymentOrders } from './payments.ts';

/** 在院, 已开出院医嘱, 已结算 (the stay's account is closed). */
export const inpatientStayStatus = pgEnum('inpatient_stay_status', [
  'in_hospital',
  'discharge_ordered',
  'settled',
]);

/**
 * One hospital stay as the HIS sends it, keyed by the HIS's inpatient number. The patient
 * is named by the hospital card (`patientCode`), so the account that owns that card sees
 * the stay without binding it.
 */
export const inpatientStays = pgTable(
  'inpatient_stays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The HIS's inpatient number (住院号), also what a family member types to bind the stay. */
    inpatientNo: text('inpatient_no').notNull(),
    patientCode: text('patient_code').notNull(),
    patientName: text('patient_name').notNull(),
    department: text('department').notNull(),
    ward: text('ward').notNull(),
    bed: text('bed').notNull(),
    doctor: text('doctor').notNull(),
    admittedAt: at('admitted_at').notNull(),
    dischargedAt: at('discharged_at'),
    status: inpatientStayStatus('status').notNull(),
    /** The deposit the ward asks for on admission. */
    requiredDepositFen: integer('required_deposit_fen').notNull(),
    /** Below this balance the stay warns the family to top up. */
    lowBalanceFen: integer('low_balance_fen').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('inpatient_stays_inpatient_no_key').on(t.inpatientNo),
    index('inpatient_stays_patient_code_idx').on(t.patientCode),
    check('inpatient_stays_required_check', sql`${t.requiredDepositFen} >= 0`),
    check('inpatient_stays_low_balance_check', sql`${t.lowBalanceFen} >= 0`),
  ],
);

const stayRef = () =>
  integer('stay_id')
    .notNull()
    .references(() => inpatientStays.id);

/** One line of a day's bill, keyed by the HIS's own line id. */
export const inpatientCostItems = pgTable(
  'inpatient_cost_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hisId: text('his_id').notNull(),
    stayId: stayRef(),
    day: date('day', { mode: 'string' }).notNull(),
    item: text('item').notNull(),
    /** The HIS's fee category (药品费, 检查费, 床位费...), shown as the HIS words it. */
    category: text('category').notNull(),
    /** Fractional for part-doses and hours. */
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unit: text('unit').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    /** The HIS's own total for the line; never recomputed here. */
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [
    uniqueIndex('inpatient_cost_items_his_id_key').on(t.hisId),
    index('inpatient_cost_items_stay_day_idx').on(t.stayId, t.day),
  ],
);

/** Paid at the window (the HIS tells us) or through one of our payment orders. */
export const inpatientDepositSource = pgEnum('inpatient_deposit_source', ['window', 'online']);
export const inpatientDepositStatus = pgEnum('inpatient_deposit_status', [
  'pending_payment',
  'paid',
  'closed',
]);

/** Money paid towards a stay. */
export const inpatientDeposits = pgTable(
  'inpatient_deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stayId: stayRef(),
    source: inpatientDepositSource('source').notNull(),
    /** The HIS's receipt id of a window deposit; null for ours. */
    hisId: text('his_id'),
    /** Who topped up online; null for the window. */
    userId: integer('user_id').references(() => users.id),
    amountFen: integer('amount_fen').notNull(),
    /** The window's way of paying as the HIS words it (现金, 银行卡...); ours is the order's channel. */
    windowChannel: text('window_channel'),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id),
    status: inpatientDepositStatus('status').notNull(),
    /** What went back of this deposit: at settlement never more than was paid. */
    refundedFen: integer('refunded_fen').notNull().default(0),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('inpatient_deposits_his_id_key').on(t.hisId),
    uniqueIndex('inpatient_deposits_payment_order_key').on(t.paymentOrderId),
    index('inpatient_deposits_stay_idx').on(t.stayId, t.paidAt),
    check('inpatient_deposits_amount_check', sql`${t.amountFen} > 0`),
    check('inpatient_deposits_refunded_check', sql`${t.refundedFen} between 0 and ${t.amountFen}`),
    check(
      'inpatient_deposits_source_check',
      sql`(${t.source} = 'window') = (${t.hisId} is not null)`,
    ),
  ],
);

export const dischargeStep = pgEnum('inpatient_discharge_step', [
  'medicine_returned',
  'exams_settled',
  'nurse_station_cleared',
]);

/** One discharge-check step of a stay as the HIS last reported it. */
export const inpatientDischargeSteps = pgTable(
  'inpatient_discharge_steps',
  {
    stayId: stayRef(),
    step: dischargeStep('step').notNull(),
    done: boolean('done').notNull(),
    /** When the step was done; null while it is not. */
    doneAt: at('done_at'),
  },
  (t) => [
    primaryKey({ columns: [t.stayId, t.step] }),
    check('inpatient_discharge_steps_done_check', sql`${t.done} = (${t.doneAt} is not null)`),
  ],
);

/** A stay an account bound by inpatient number and name, to follow a relative's stay. */
export const inpatientBindings = pgTable(
  'inpatient_bindings',
  {
    userId: userRef(),
    stayId: stayRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stayId] })],
);
