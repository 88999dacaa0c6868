export { auditModule } from './routes.ts';
export { auditRow, placeheldAuditInsert, recordAudit, type AuditRecord } from './repository.ts';
