import type { ConsoleDepartment, DepartmentEdit } from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import { recordAudit, type AuditRecord } from '../audit/index.ts';
import {
  findConsoleDepartment,
  lockDepartment,
  updateDepartment,
} from './department-console-repository.ts';

/** Who changed it, for the audit log: `staff:<id>` and the request. */
export type ConsoleEditor = Required<Pick<AuditRecord, 'actor' | 'requestId'>>;

const auditedFields = ({ name, intro, hidden }: ConsoleDepartment) => ({ name, intro, hidden });

/**
 * Staff correct what patients read and hide a department from them. The HIS sends name and
 * introduction again on its next upsert; whether the department is hidden stays ours.
 * Null when there is no such department.
 */
export async function editDepartment(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'caches'>,
  by: ConsoleEditor,
  id: number,
  edit: Required<DepartmentEdit>,
): Promise<ConsoleDepartment | null> {
  const edited = await deps.db.transaction(async (tx) => {
    if (!(await lockDepartment(tx, id))) return null;
    const before = await findConsoleDepartment(tx, id);
    await updateDepartment(tx, id, edit);
    const after = await findConsoleDepartment(tx, id);
    if (!before || !after) return null;
    await recordAudit(tx, {
      ...by,
      action: 'department.update',
      entityType: 'department',
      entityId: id,
      before: auditedFields(before),
      after: auditedFields(after),
      at: deps.clock.now(),
    });
    return after;
  });
  if (edited) await deps.caches.changed('departments');
  return edited;
}
