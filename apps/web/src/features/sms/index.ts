// Their words load with this feature, not with the main route.
import "../../i18n/lazy-namespaces";

export { ClientSms, useClientSmsTab } from "./components/client-sms";
export { SmsOptOutSwitch } from "./components/sms-opt-out-switch";
export { SmsOutbox, type SmsOutboxProps } from "./components/sms-outbox";
export { SmsStatusTag } from "./components/sms-status-tag";
export { useSmsRights } from "./use-sms-rights";
