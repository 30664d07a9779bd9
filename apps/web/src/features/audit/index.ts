export { AuditView } from "./components/audit-view";
