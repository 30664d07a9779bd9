import { type SmsDelivery, type SmsGateway, SmsGatewayError } from "./sms-gateway";

export interface EskizOptions {
  /** e.g. https://notify.eskiz.uz/api (no trailing slash needed). */
  url: string;
  email: string;
  password: string;
  /** The sender name or short number the account may use ("4546": Eskiz's own). */
  from: string;
  /** A call that takes longer is given up; a send's outcome is then unknown (no blind resend). */
  timeoutMs?: number;
  /** A send given up still listens this long for its late answer, which `lookup` then reads. */
  lateAnswerMs?: number;
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

/** Errors of a request that never left this machine: the provider cannot have taken it. */
const NEVER_LEFT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
function neverLeft(err: unknown): boolean {
  const code = err instanceof Error ? (err.cause as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === "string" && NEVER_LEFT.has(code);
}

/** What became of a send given up on, as far as its late answer tells (by outbox key). */
type LateAnswer =
  | { state: "waiting" }
  | { state: "taken"; id: string }
  | { state: "refused" }
  | { state: "lost" };

interface SendAnswer {
  status: number;
  id: string | null;
}

/**
 * Eskiz (notify.eskiz.uz): a bearer token from POST /auth/login (email and password as a form),
 * kept in memory and fetched again when a call answers 401 (tokens expire after about a month);
 * POST /message/sms/send gives the message's id, GET /message/sms/status_by_id/{id} its report.
 *
 * The send carries the outbox id as `user_sms_id`, so Eskiz's records and reports name our
 * message. Eskiz publishes no status call by user_sms_id, only by its own id, which comes in the
 * send's answer. So a send unanswered after `timeoutMs` is not abandoned: the request goes on for
 * `lateAnswerMs`, and its late answer (id, refusal, or nothing) is kept by key for `lookup`, which
 * asks status_by_id with the late id. A process that never saw the answer cannot tell: `lookup`
 * throws, and the message stays "unknown" for a person (decision 44).
 */
export function eskizSmsGateway(opts: EskizOptions): SmsGateway {
  const base = opts.url.replace(/\/+$/, "");
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const lateAnswerMs = Math.max(opts.lateAnswerMs ?? 300_000, timeoutMs);
  const late = new Map<string, { at: number; answer: LateAnswer }>();
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

  /** Forgets late answers nobody asked about (the message was resolved some other way). */
  function prune() {
    const before = Date.now() - lateAnswerMs - 3_600_000;
    for (const [key, entry] of late) if (entry.at < before) late.delete(key);
  }

  /** The send request itself: only the late-answer limit aborts it, and its body is read whole. */
  async function post(form: URLSearchParams, bearer: string): Promise<SendAnswer> {
    const res = await fetch(`${base}/message/sms/send`, {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${bearer}` },
      signal: AbortSignal.timeout(lateAnswerMs),
    });
    const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
    const id = body?.id;
    return {
      status: res.status,
      id: (typeof id === "string" && id) || typeof id === "number" ? String(id) : null,
    };
  }

  /**
   * One send with `bearer`, waited on for `timeoutMs`. Its answer, whenever it comes, is kept by
   * key; past the wait the caller hears that the outcome is unknown.
   */
  async function sendOnce(key: string, form: URLSearchParams, bearer: string): Promise<SendAnswer> {
    const entry: { at: number; answer: LateAnswer } = { at: Date.now(), answer: { state: "waiting" } };
    late.set(key, entry);
    const answer = post(form, bearer);
    answer.then(
      (a) => {
        entry.answer =
          a.status === 200 && a.id
            ? { state: "taken", id: a.id }
            : a.status === 200
              ? { state: "lost" }
              : { state: "refused" };
      },
      (err: unknown) => {
        entry.answer = neverLeft(err) ? { state: "refused" } : { state: "lost" };
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const wait = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SmsGatewayError("eskiz: timed out", "unknown")), timeoutMs);
    });
    try {
      const got = await Promise.race([answer, wait]);
      late.delete(key);
      return got;
    } catch (err) {
      if (err instanceof SmsGatewayError) throw err;
      late.delete(key);
      if (neverLeft(err)) throw new SmsGatewayError("eskiz: unreachable");
      throw new SmsGatewayError("eskiz: no answer", "unknown");
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: "eskiz",
    tracksDelivery: true,
    async send(phone, text, key) {
      prune();
      const form = () =>
        new URLSearchParams({
          mobile_phone: eskizPhone(phone),
          message: text,
          from: opts.from,
          user_sms_id: key,
        });
      const used = await currentToken(false);
      let answer = await sendOnce(key, form(), used);
      if (answer.status === 401) {
        // Another call may already have signed in again: take its token, else sign in now.
        const next = token && token !== used ? token : await currentToken(true);
        answer = await sendOnce(key, form(), next);
      }
      if (answer.status !== 200) throw new SmsGatewayError(`eskiz: send answered ${answer.status}`);
      // Taken, but with no id to ask about: as unknown as no answer at all.
      if (!answer.id) throw new SmsGatewayError("eskiz: send gave no id", "unknown");
      return { providerId: answer.id };
    },
    async status(providerId) {
      const res = await authed(`/message/sms/status_by_id/${encodeURIComponent(providerId)}`, {
        method: "GET",
      });
      if (!res.ok) throw new SmsGatewayError(`eskiz: status answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as { data?: { status?: unknown } } | null;
      return eskizDelivery(body?.data?.status);
    },
    async lookup(key) {
      const entry = late.get(key);
      if (!entry || entry.answer.state === "lost")
        throw new SmsGatewayError("eskiz: outcome unknown", "unknown");
      if (entry.answer.state === "waiting") throw new SmsGatewayError("eskiz: no answer yet", "unknown");
      if (entry.answer.state === "refused") {
        late.delete(key);
        return { state: "absent" };
      }
      const id = entry.answer.id;
      const res = await authed(`/message/sms/status_by_id/${encodeURIComponent(id)}`, { method: "GET" });
      if (res.status === 404) {
        late.delete(key);
        return { state: "absent" };
      }
      if (!res.ok) throw new SmsGatewayError(`eskiz: status answered ${res.status}`, "unknown");
      const body = (await res.json().catch(() => null)) as {
        data?: { status?: unknown; user_sms_id?: unknown };
      } | null;
      const named = body?.data?.user_sms_id;
      if (named !== undefined && named !== null && String(named) !== key)
        throw new SmsGatewayError("eskiz: status names another message", "unknown");
      late.delete(key);
      return { state: eskizDelivery(body?.data?.status), providerId: id };
    },
  };
}
