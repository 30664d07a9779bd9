import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eskizSmsGateway } from "../src/modules/sms/sms-eskiz.driver";
import { SmsGatewayError } from "../src/modules/sms/sms-gateway";
import { type EskizStandin, startEskizStandin } from "./helpers/eskiz-standin";

let eskiz: EskizStandin;
beforeAll(async () => {
  eskiz = await startEskizStandin();
});
afterAll(() => eskiz.close());

const driver = (over: { password?: string; timeoutMs?: number } = {}) =>
  eskizSmsGateway({
    url: eskiz.url,
    email: eskiz.email,
    password: over.password ?? eskiz.password,
    from: "4546",
    ...(over.timeoutMs ? { timeoutMs: over.timeoutMs } : {}),
  });

describe("Eskiz driver against the local stand-in", () => {
  beforeEach(() => {
    eskiz.failSends(0);
    eskiz.delaySends(0);
  });

  it("signs in once, then sends with the token: the number with 998, the text and the sender", async () => {
    const gw = driver();
    const before = { ...eskiz.calls };
    const a = await gw.send("901234567", "Hurmatli mijoz! Birinchi");
    const b = await gw.send("911112233", "Hurmatli mijoz! Ikkinchi");
    expect(eskiz.calls.login - before.login).toBe(1);
    expect(eskiz.calls.send - before.send).toBe(2);
    const taken = eskiz.sent.slice(-2);
    expect(taken).toEqual([
      { id: a.providerId, phone: "998901234567", text: "Hurmatli mijoz! Birinchi", from: "4546" },
      { id: b.providerId, phone: "998911112233", text: "Hurmatli mijoz! Ikkinchi", from: "4546" },
    ]);
  });

  it("signs in again when the token has expired, and the send goes through once", async () => {
    const gw = driver();
    await gw.send("901234567", "bir");
    eskiz.expireTokens();
    const before = { ...eskiz.calls, taken: eskiz.sent.length };
    const { providerId } = await gw.send("901234567", "ikki");
    expect(eskiz.calls.login - before.login).toBe(1);
    // The refused call and the one after the new sign-in.
    expect(eskiz.calls.send - before.send).toBe(2);
    expect(eskiz.sent.length - before.taken).toBe(1);
    expect(eskiz.sent.at(-1)?.id).toBe(providerId);
  });

  it("reports delivery: on its way, delivered, rejected", async () => {
    const gw = driver();
    const { providerId } = await gw.send("901234567", "hisobot");
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
    const err = await gw.send("901234567", "maxfiy matn").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsGatewayError);
    expect((err as Error).message).toBe("eskiz: send answered 503");
    expect(eskiz.sent.length).toBe(before);
    await gw.send("901234567", "maxfiy matn");
    expect(eskiz.sent.length).toBe(before + 1);
  });

  it("gives up a call that takes too long", async () => {
    const gw = driver({ timeoutMs: 100 });
    await gw.send("901234567", "tez");
    eskiz.delaySends(500);
    await expect(gw.send("901234567", "sekin")).rejects.toThrow("eskiz: timed out");
  });

  it("a wrong password fails the sign-in and sends nothing", async () => {
    const before = { ...eskiz.calls };
    await expect(driver({ password: "wrong-password" }).send("901234567", "x")).rejects.toThrow(
      "eskiz: sign-in answered 401",
    );
    expect(eskiz.calls.send - before.send).toBe(0);
  });
});
