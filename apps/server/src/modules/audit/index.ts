export { auditModule } from './routes.ts';
export { auditRecordset, auditRow, recordAudit, type AuditRecord } from './repository.ts';
