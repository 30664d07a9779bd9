import type { SmsGateway } from "./sms-gateway";

/**
 * The default driver: nothing leaves the machine. A message is stored and shown in the outbox as
 * sent, so the whole flow can be seen and tried without a provider account or its costs.
 */
export function logSmsGateway(): SmsGateway {
  let seq = 0;
  return {
    name: "log",
    tracksDelivery: false,
    async send() {
      seq += 1;
      return { providerId: `log-${Date.now()}-${seq}` };
    },
    async status() {
      return "delivered";
    },
    // Nothing left the machine: a send cut short (the process died mid-way) is safe to do again.
    async lookup() {
      return { state: "absent" };
    },
  };
}
