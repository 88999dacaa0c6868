import type { PaymentSubjectType } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import type { InsuranceCashier, InsuranceItem, PaymentOrder } from '../payments/index.ts';

/**
 * What the insurance payment needs of a payable thing (an appointment, an outpatient bill),
 * read from our own rows: its order, whose it is, and its lines as the insurer prices them.
 */
export interface InsurableSubject {
  subjectType: PaymentSubjectType;
  subjectId: number;
  patientId: number;
  order: PaymentOrder;
  orderType: InsuranceCashier['orderType'];
  /** Sum to the order's amount: the insurer splits exactly what we charge. */
  items: InsuranceItem[];
  /** The page the payer comes back to from the insurer's cashier. */
  returnUrl: string;
  /** Null while it can be paid; else why not (already paid, expired, voided). */
  notPayable: string | null;
}

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'caches'>;
export type SubjectReader = (deps: Deps, userId: number, id: number) => Promise<InsurableSubject>;

const readers = new Map<PaymentSubjectType, SubjectReader>();

/** Registered once per subject type by its module at start (404 for another account's). */
export function insurableSubject(subjectType: PaymentSubjectType, reader: SubjectReader): void {
  readers.set(subjectType, reader);
}

export function readSubject(
  deps: Deps,
  subjectType: PaymentSubjectType,
  userId: number,
  id: number,
): Promise<InsurableSubject> {
  const reader = readers.get(subjectType);
  if (!reader) throw new Error(`no insurable subject ${subjectType}`);
  return reader(deps, userId, id);
}
