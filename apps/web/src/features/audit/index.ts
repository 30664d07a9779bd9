export { AuditView } from "./components/audit-view";
export { prefetchAudit } from "./screen-data";
