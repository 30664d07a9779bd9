/** What a provider says of a message it took: still on its way, on the phone, or given up. */
export type SmsDelivery = "delivered" | "failed" | "pending";

/**
 * What a provider knows of a message sent under our key (the outbox id) whose answer never came:
 * it took it (its id and report), or it has no such message (safe to send once more).
 */
export type SmsLookup = { state: SmsDelivery; providerId: string } | { state: "absent" };

/**
 * An SMS provider. `send` resolves once the provider has taken the message (its id for delivery
 * checks) and throws when it has not; the outbox (sms-sender.service.ts) retries. A phone is the
 * client's nine digits (901234567): the driver writes it the way its provider wants it. `key` is
 * the outbox id: the driver hands it to the provider where it can (Eskiz's user_sms_id).
 */
export interface SmsGateway {
  /** Stored with each message ("log", "eskiz"): which provider the id belongs to. */
  readonly name: string;
  /** Whether `status` tells anything: the log driver has nothing to deliver. */
  readonly tracksDelivery: boolean;
  send(phone: string, text: string, key: string): Promise<{ providerId: string }>;
  status(providerId: string): Promise<SmsDelivery>;
  /**
   * Asks what became of a send whose outcome is unknown (it threw with outcome "unknown"); throws
   * an SmsGatewayError when it cannot tell. Without it such a message stays "unknown" for a person.
   */
  lookup?(key: string): Promise<SmsLookup>;
}

/**
 * A provider's refusal or an unreachable provider. The message is short and carries no phone or
 * text (it is stored on the message and may be logged): the HTTP status or what went wrong.
 * `outcome` says whether the provider surely did not take the message ("refused": an answer said
 * so, or the request never left) or may have ("unknown": no answer came) — sending that one again
 * blind could give the client the message twice (decision 44).
 */
export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly outcome: "refused" | "unknown" = "refused",
  ) {
    super(message);
    this.name = "SmsGatewayError";
  }
}
