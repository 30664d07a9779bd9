import { type SmsDelivery, type SmsGateway, SmsGatewayError } from "./sms-gateway";

export interface EskizOptions {
  /** e.g. https://notify.eskiz.uz/api (no trailing slash needed). */
  url: string;
  email: string;
  password: string;
  /** The sender name or short number the account may use ("4546": Eskiz's own). */
  from: string;
  /** A call that takes longer is given up (the outbox retries later). */
  timeoutMs?: number;
}

/** Eskiz's report words (status_by_id data.status), upper-cased: delivered and never-to-be. */
const DELIVERED = new Set(["DELIVRD", "DELIVERED"]);
const FAILED = new Set([
  "REJECTD",
  "REJECTED",
  "UNDELIV",
  "UNDELIVERABLE",
  "UNDELIVERED",
  "EXPIRED",
  "FAILED",
  "DELETED",
]);

export function eskizDelivery(status: unknown): SmsDelivery {
  const s = typeof status === "string" ? status.trim().toUpperCase() : "";
  if (DELIVERED.has(s)) return "delivered";
  if (FAILED.has(s)) return "failed";
  return "pending";
}

/** Eskiz takes the number with the country code and no plus: 998901234567. */
export const eskizPhone = (phone: string) => (phone.length === 9 ? `998${phone}` : phone.replace(/\D/g, ""));

/**
 * Eskiz (notify.eskiz.uz): a bearer token from POST /auth/login (email and password as a form),
 * kept in memory and fetched again when a call answers 401 (tokens expire after about a month);
 * POST /message/sms/send gives the message's id, GET /message/sms/status_by_id/{id} its report.
 */
export function eskizSmsGateway(opts: EskizOptions): SmsGateway {
  const base = opts.url.replace(/\/+$/, "");
  const timeoutMs = opts.timeoutMs ?? 15_000;
  let token: string | null = null;
  // Concurrent calls after an expiry share one sign-in.
  let signingIn: Promise<string> | null = null;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
      throw new SmsGatewayError(timedOut ? "eskiz: timed out" : "eskiz: unreachable");
    }
  }

  async function signIn(): Promise<string> {
    const res = await call("/auth/login", {
      method: "POST",
      body: new URLSearchParams({ email: opts.email, password: opts.password }),
    });
    if (!res.ok) throw new SmsGatewayError(`eskiz: sign-in answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as { data?: { token?: unknown } } | null;
    const t = body?.data?.token;
    if (typeof t !== "string" || !t) throw new SmsGatewayError("eskiz: sign-in gave no token");
    return t;
  }

  async function currentToken(fresh: boolean): Promise<string> {
    if (token && !fresh) return token;
    signingIn ??= signIn().finally(() => {
      signingIn = null;
    });
    token = await signingIn;
    return token;
  }

  /** A call with the token; on 401 once more with a fresh one. */
  async function authed(path: string, init: RequestInit): Promise<Response> {
    const used = await currentToken(false);
    const res = await call(path, { ...init, headers: { Authorization: `Bearer ${used}` } });
    if (res.status !== 401) return res;
    // Another call may already have signed in again: take its token, else sign in now.
    const next = token && token !== used ? token : await currentToken(true);
    return call(path, { ...init, headers: { Authorization: `Bearer ${next}` } });
  }

  return {
    name: "eskiz",
    tracksDelivery: true,
    async send(phone, text) {
      const res = await authed("/message/sms/send", {
        method: "POST",
        body: new URLSearchParams({ mobile_phone: eskizPhone(phone), message: text, from: opts.from }),
      });
      if (!res.ok) throw new SmsGatewayError(`eskiz: send answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
      const id = body?.id;
      if ((typeof id !== "string" && typeof id !== "number") || id === "")
        throw new SmsGatewayError("eskiz: send gave no id");
      return { providerId: String(id) };
    },
    async status(providerId) {
      const res = await authed(`/message/sms/status_by_id/${encodeURIComponent(providerId)}`, {
        method: "GET",
      });
      if (!res.ok) throw new SmsGatewayError(`eskiz: status answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as { data?: { status?: unknown } } | null;
      return eskizDelivery(body?.data?.status);
    },
  };
}
