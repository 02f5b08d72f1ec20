export {
  recordAudit,
  listAudit,
  auditFacets,
  type AuditActor,
  type AuditChange,
  type AuditEntry,
  type AuditFilter,
} from './audit.repo';
