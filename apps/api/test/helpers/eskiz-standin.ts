import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One message the stand-in took. */
export interface TakenSms {
  id: string;
  phone: string;
  text: string;
  from: string;
  /** The sender's own key for the message (Makon's outbox id). */
  userSmsId: string;
}

/**
 * A local stand-in of Eskiz's HTTP API (notify.eskiz.uz/api): sign-in, send, delivery report,
 * with the answers' shapes the public clients and Eskiz's Postman collection show — the send
 * takes mobile_phone, message, from, callback_url and user_sms_id and answers
 * {id, message: "Waiting for SMS provider", status: "waiting"}; status_by_id/{id} answers
 * {status: "success", data: {id, status, user_sms_id}}, and an id it has no record of is not found.
 * It counts calls, and can be told to fail sends, to expire the token, to take its time (a message
 * taken at once and answered late, as a slow provider does), to forget a message, to fail its
 * status calls, and what report to give.
 */
export interface EskizStandin {
  url: string;
  email: string;
  password: string;
  calls: { login: number; send: number; status: number };
  sent: TakenSms[];
  /** The next n sends answer this status (e.g. 500); then it takes messages again. */
  failSends(n: number, status?: number): void;
  /** Tokens given so far stop working (the next call answers 401). */
  expireTokens(): void;
  /** What status_by_id reports for a message (default "TRANSMTD": on its way). */
  report(id: string, status: string): void;
  /** Each send answers after this many ms. */
  delaySends(ms: number): void;
  /** The next n sends are taken at once but answered after `ms` (past the driver's timeout). */
  delayNextSends(n: number, ms: number): void;
  /** status_by_id no longer knows this message (Eskiz keeps no record of a refused one). */
  forget(id: string): void;
  /** The next n status calls answer this status (e.g. 503): the report cannot be had. */
  failStatus(n: number, status?: number): void;
  /** The keys (user_sms_id) of messages taken more than once: a message sent twice. */
  repeats(): string[];
  close(): Promise<void>;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startEskizStandin(): Promise<EskizStandin> {
  const email = "collector@example.uz";
  const password = "standin-secret";
  const calls = { login: 0, send: 0, status: 0 };
  const sent: TakenSms[] = [];
  const reports = new Map<string, string>();
  let valid = new Set<string>();
  let tokenSeq = 0;
  let failing = 0;
  let failStatus = 500;
  let delay = 0;
  let slow = { n: 0, ms: 0 };
  let statusFailing = 0;
  let statusFailCode = 503;
  const forgotten = new Set<string>();
  let seq = 0;

  const authorised = (req: IncomingMessage) => {
    const h = req.headers.authorization ?? "";
    return h.startsWith("Bearer ") && valid.has(h.slice(7));
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://standin");
    if (req.method === "POST" && url.pathname === "/api/auth/login") {
      calls.login += 1;
      const f = await formOf(req);
      if (f.get("email") !== email || f.get("password") !== password)
        return json(res, 401, { message: "Invalid credentials" });
      tokenSeq += 1;
      const token = `token-${tokenSeq}`;
      valid.add(token);
      return json(res, 200, { message: "token_generated", data: { token }, token_type: "bearer" });
    }
    if (req.method === "POST" && url.pathname === "/api/message/sms/send") {
      calls.send += 1;
      if (!authorised(req)) return json(res, 401, { message: "Expired" });
      const f = await formOf(req);
      let wait = delay;
      if (slow.n > 0) {
        slow.n -= 1;
        wait = slow.ms;
      }
      const later = () => new Promise((r) => setTimeout(r, wait));
      if (failing > 0) {
        failing -= 1;
        await later();
        return json(res, failStatus, { message: "Server error" });
      }
      const phone = f.get("mobile_phone") ?? "";
      if (!/^998\d{9}$/.test(phone)) return json(res, 400, { message: "Invalid phone" });
      seq += 1;
      const id = `e-${seq}`;
      // Taken now; only the answer takes its time.
      sent.push({
        id,
        phone,
        text: f.get("message") ?? "",
        from: f.get("from") ?? "",
        userSmsId: f.get("user_sms_id") ?? "",
      });
      await later();
      if (res.destroyed) return;
      return json(res, 200, { id, message: "Waiting for SMS provider", status: "waiting" });
    }
    const status = url.pathname.match(/^\/api\/message\/sms\/status_by_id\/(.+)$/);
    if (req.method === "GET" && status) {
      calls.status += 1;
      if (!authorised(req)) return json(res, 401, { message: "Expired" });
      if (statusFailing > 0) {
        statusFailing -= 1;
        return json(res, statusFailCode, { message: "Server error" });
      }
      const id = decodeURIComponent(status[1] ?? "");
      const taken = sent.find((m) => m.id === id);
      if (!taken || forgotten.has(id)) return json(res, 404, { message: "Not found" });
      return json(res, 200, {
        status: "success",
        data: { id, status: reports.get(id) ?? "TRANSMTD", user_sms_id: taken.userSmsId },
      });
    }
    json(res, 404, { message: "No route" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    email,
    password,
    calls,
    sent,
    failSends(n, s = 500) {
      failing = n;
      failStatus = s;
    },
    expireTokens() {
      valid = new Set();
    },
    report(id, s) {
      reports.set(id, s);
    },
    delaySends(ms) {
      delay = ms;
    },
    delayNextSends(n, ms) {
      slow = { n, ms };
    },
    forget(id) {
      forgotten.add(id);
    },
    failStatus(n, s = 503) {
      statusFailing = n;
      statusFailCode = s;
    },
    repeats() {
      const seen = new Map<string, number>();
      for (const m of sent) seen.set(m.userSmsId, (seen.get(m.userSmsId) ?? 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([key]) => key);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
