/**
 * The front door of sms: all that other modules and app.ts may use (module-boundaries.test.ts).
 * SMS: routes, the gateway and the sending job app.ts and main.ts start, and the messages
 * collections and handover queue or cancel.
 */

export { smsRoutes } from "./sms.routes";
export { smsGatewayFor } from "./sms-drivers";
export type { SmsGateway } from "./sms-gateway";
export { cancelHandoverSms, enqueueHandoverSms } from "./sms-handover";
export { runSmsJob } from "./sms-job";
export { composeSms, enqueueSms } from "./sms-outbox.service";
