export { auditModule } from './routes.ts';
export { recordAudit, type AuditRecord } from './repository.ts';
