import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEntry {
  /** `user:12`, `provider:wechat`, `system`: never a name or phone. */
  actor: string;
  action: string;
  entityType: 'payment_order' | 'refund';
  entityId: number;
  amountFen?: number;
  details?: Record<string, string | number | null>;
}

/** Written in the transaction that changes the money, so the trail and the change commit together. */
export async function audit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
