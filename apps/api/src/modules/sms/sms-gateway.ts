/** What a provider says of a message it took: still on its way, on the phone, or given up. */
export type SmsDelivery = "delivered" | "failed" | "pending";

/**
 * An SMS provider. `send` resolves once the provider has taken the message (its id for delivery
 * checks) and throws when it has not; the outbox (sms-sender.service.ts) retries. A phone is the
 * client's nine digits (901234567): the driver writes it the way its provider wants it.
 */
export interface SmsGateway {
  /** Stored with each message ("log", "eskiz"): which provider the id belongs to. */
  readonly name: string;
  /** Whether `status` tells anything: the log driver has nothing to deliver. */
  readonly tracksDelivery: boolean;
  send(phone: string, text: string): Promise<{ providerId: string }>;
  status(providerId: string): Promise<SmsDelivery>;
}

/**
 * A provider's refusal or an unreachable provider. The message is short and carries no phone or
 * text (it is stored on the message and may be logged): the HTTP status or what went wrong.
 */
export class SmsGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SmsGatewayError";
  }
}
