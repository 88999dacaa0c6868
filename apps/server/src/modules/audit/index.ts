export { auditModule } from './routes.ts';
export { auditInsert, recordAudit, type AuditRecord } from './repository.ts';
