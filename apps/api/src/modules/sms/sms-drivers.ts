import type { SmsConfig } from "../../config";
import { eskizSmsGateway } from "./sms-eskiz.driver";
import type { SmsGateway } from "./sms-gateway";
import { logSmsGateway } from "./sms-log.driver";

/** The driver the configuration names (config.ts SMS_DRIVER). */
export function smsGatewayFor(config: SmsConfig): SmsGateway {
  if (config.driver === "eskiz")
    return eskizSmsGateway({
      url: config.url,
      email: config.email,
      password: config.password,
      from: config.from,
    });
  return logSmsGateway();
}
