import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eskizSmsGateway } from "../src/modules/sms/sms-eskiz.driver";
import { SmsGatewayError } from "../src/modules/sms/sms-gateway";
import { type EskizStandin, startEskizStandin } from "./helpers/eskiz-standin";

let eskiz: EskizStandin;
beforeAll(async () => {
  eskiz = await startEskizStandin();
});
afterAll(() => eskiz.close());

const driver = (over: { password?: string; timeoutMs?: number; url?: string } = {}) =>
  eskizSmsGateway({
    url: over.url ?? eskiz.url,
    email: eskiz.email,
    password: over.password ?? eskiz.password,
    from: "4546",
    ...(over.timeoutMs ? { timeoutMs: over.timeoutMs } : {}),
  });

/** A driver with the tests' short wait, signed in beforehand (a loaded machine's first call is slow). */
async function waitingDriver() {
  const gw = driver({ timeoutMs: TIMEOUT_MS });
  await gw.status("warm-up").catch(() => undefined);
  return gw;
}

let keys = 0;
/** A fresh outbox key per send, as the outbox's ids are. */
const key = () => `k${++keys}`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The driver's wait in these tests (15 s in production), roomy for a loaded machine's sign-in. */
const TIMEOUT_MS = 500;
const SLOW_MS = 1_000;
const AFTER_SLOW_MS = 1_300;

describe("Eskiz driver against the local stand-in", () => {
  beforeEach(() => {
    eskiz.failSends(0);
    eskiz.delaySends(0);
    eskiz.delayNextSends(0, 0);
    eskiz.failStatus(0);
  });

  it("signs in once, then sends with the token: the number with 998, the text and the sender", async () => {
    const gw = driver();
    const before = { ...eskiz.calls };
    const a = await gw.send("901234567", "Hurmatli mijoz! Birinchi", "101");
    const b = await gw.send("911112233", "Hurmatli mijoz! Ikkinchi", "102");
    expect(eskiz.calls.login - before.login).toBe(1);
    expect(eskiz.calls.send - before.send).toBe(2);
    const taken = eskiz.sent.slice(-2);
    expect(taken).toEqual([
      // The outbox id rides along as user_sms_id: Eskiz's records and reports name our message.
      {
        id: a.providerId,
        phone: "998901234567",
        text: "Hurmatli mijoz! Birinchi",
        from: "4546",
        userSmsId: "101",
      },
      {
        id: b.providerId,
        phone: "998911112233",
        text: "Hurmatli mijoz! Ikkinchi",
        from: "4546",
        userSmsId: "102",
      },
    ]);
  });

  it("signs in again when the token has expired, and the send goes through once", async () => {
    const gw = driver();
    await gw.send("901234567", "bir", key());
    eskiz.expireTokens();
    const before = { ...eskiz.calls, taken: eskiz.sent.length };
    const { providerId } = await gw.send("901234567", "ikki", key());
    expect(eskiz.calls.login - before.login).toBe(1);
    // The refused call and the one after the new sign-in.
    expect(eskiz.calls.send - before.send).toBe(2);
    expect(eskiz.sent.length - before.taken).toBe(1);
    expect(eskiz.sent.at(-1)?.id).toBe(providerId);
  });

  it("reports delivery: on its way, delivered, rejected", async () => {
    const gw = driver();
    const { providerId } = await gw.send("901234567", "hisobot", key());
    expect(await gw.status(providerId)).toBe("pending");
    eskiz.report(providerId, "DELIVRD");
    expect(await gw.status(providerId)).toBe("delivered");
    eskiz.report(providerId, "REJECTD");
    expect(await gw.status(providerId)).toBe("failed");
  });

  it("throws a gateway error with no phone or text in it when the provider fails, and sends on the next try", async () => {
    const gw = driver();
    eskiz.failSends(1, 503);
    const before = eskiz.sent.length;
    const err = await gw.send("901234567", "maxfiy matn", key()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsGatewayError);
    expect((err as Error).message).toBe("eskiz: send answered 503");
    expect(eskiz.sent.length).toBe(before);
    await gw.send("901234567", "maxfiy matn", key());
    expect(eskiz.sent.length).toBe(before + 1);
  });

  it("gives up waiting for a slow send with its outcome unknown, never refused", async () => {
    const gw = await waitingDriver();
    await gw.send("901234567", "tez", key());
    eskiz.delaySends(SLOW_MS);
    const err = await gw.send("901234567", "sekin", key()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsGatewayError);
    expect(err).toMatchObject({ message: "eskiz: timed out", outcome: "unknown" });
  });

  it("reads a slow send's late answer by key: still on its way, then delivered, with the provider's id", async () => {
    const gw = await waitingDriver();
    const k = key();
    eskiz.delayNextSends(1, SLOW_MS);
    await expect(gw.send("901234567", "sekin", k)).rejects.toMatchObject({ outcome: "unknown" });
    // The provider took it at once; the answer is not here yet: nothing can be said.
    expect(eskiz.sent.at(-1)?.userSmsId).toBe(k);
    await expect(gw.lookup?.(k)).rejects.toThrow("eskiz: no answer yet");
    await pause(AFTER_SLOW_MS);
    const id = eskiz.sent.at(-1)?.id as string;
    expect(await gw.lookup?.(k)).toEqual({ state: "pending", providerId: id });
    const k2 = key();
    eskiz.delayNextSends(1, SLOW_MS);
    await expect(gw.send("901234567", "sekin", k2)).rejects.toMatchObject({ outcome: "unknown" });
    await pause(AFTER_SLOW_MS);
    eskiz.report(eskiz.sent.at(-1)?.id as string, "DELIVRD");
    expect(await gw.lookup?.(k2)).toEqual({ state: "delivered", providerId: eskiz.sent.at(-1)?.id });
  });

  it("a late refusal, or a status call that does not know the message, says it is absent", async () => {
    const gw = await waitingDriver();
    const refused = key();
    eskiz.failSends(1, 500);
    eskiz.delayNextSends(1, SLOW_MS);
    await expect(gw.send("901234567", "rad", refused)).rejects.toMatchObject({ outcome: "unknown" });
    await pause(AFTER_SLOW_MS);
    expect(await gw.lookup?.(refused)).toEqual({ state: "absent" });
    const lost = key();
    eskiz.delayNextSends(1, SLOW_MS);
    await expect(gw.send("901234567", "yoʻq", lost)).rejects.toMatchObject({ outcome: "unknown" });
    await pause(AFTER_SLOW_MS);
    eskiz.forget(eskiz.sent.at(-1)?.id as string);
    expect(await gw.lookup?.(lost)).toEqual({ state: "absent" });
  });

  it("cannot tell when the status call fails, or in another process that never saw the answer", async () => {
    const gw = await waitingDriver();
    const k = key();
    eskiz.delayNextSends(1, SLOW_MS);
    await expect(gw.send("901234567", "sekin", k)).rejects.toMatchObject({ outcome: "unknown" });
    await pause(AFTER_SLOW_MS);
    eskiz.failStatus(1, 503);
    await expect(gw.lookup?.(k)).rejects.toMatchObject({
      message: "eskiz: status answered 503",
      outcome: "unknown",
    });
    await expect(driver().lookup?.(k)).rejects.toThrow("eskiz: outcome unknown");
    // Asked again once the status call works: it took it.
    expect(await gw.lookup?.(k)).toMatchObject({ state: "pending" });
  });

  it("a provider that cannot be reached at all surely took nothing: refused, safe to try again", async () => {
    const closed = await startEskizStandin();
    const url = closed.url;
    await closed.close();
    const err = await driver({ url })
      .send("901234567", "x", key())
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ outcome: "refused" });
  });

  it("a wrong password fails the sign-in and sends nothing", async () => {
    const before = { ...eskiz.calls };
    await expect(driver({ password: "wrong-password" }).send("901234567", "x", key())).rejects.toThrow(
      "eskiz: sign-in answered 401",
    );
    expect(eskiz.calls.send - before.send).toBe(0);
  });
});
