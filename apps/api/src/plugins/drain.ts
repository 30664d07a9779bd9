import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The first half of a shutdown: from now on a request is answered 503, and the promise
     * resolves once every request read before has been answered. app.close() comes after.
     */
    drain(): Promise<void>;
  }
}

/** How long no request may be under way before the drain is over (see drain()). */
const QUIET_MS = 50;

/**
 * During shutdown, requests already under way finish; one that still arrives is answered 503 in
 * our error body with "Connection: close", so a load balancer sends it elsewhere and the web app
 * shows its usual message. (Fastify's own answer for this, return503OnClosing, has another body:
 * app.ts turns it off.)
 *
 * The listening socket stays open until the requests under way are answered: closing it drops
 * the connections the kernel has accepted but the server not yet taken (the client reads a
 * reset), and Node's server.close() also destroys every connection whose request it has not
 * yet read — a busy server (an Excel export) has many. Meanwhile such requests are read and
 * answered 503; app.close() then closes the listener and the connections left idle.
 */
export const drainPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  let underWay = 0;
  let allAnswered: (() => void) | null = null;
  // One shared listener, not a closure per request: this runs on every request.
  const answered = () => {
    underWay--;
    if (underWay === 0 && allAnswered) allAnswered();
  };

  app.decorate("drain", async () => {
    closing = true;
    for (;;) {
      if (underWay > 0) await new Promise<void>((resolve) => (allAnswered = resolve));
      allAnswered = null;
      // A quiet moment: requests whose bytes had arrived while the event loop was busy are read
      // in it (and answered 503) before the listener closes.
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      if (underWay === 0) return;
    }
  });
  app.addHook("preClose", async () => {
    closing = true;
  });
  // Callback hooks, not async ones: they run on every request, and a promise each is measurable
  // on the cheapest routes (the sign-in check).
  app.addHook("onRequest", (_request, reply, done) => {
    underWay++;
    // "close" comes once the answer is written or the connection is gone, whichever is first.
    reply.raw.once("close", answered);
    if (!closing) return done();
    reply.header("connection", "close");
    done(new AppError("SERVICE_UNAVAILABLE", "Shutting down"));
  });
  // A connection busy when shutdown begins would otherwise stay open for the keep-alive time
  // after its answer, and the process with it.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("onResponse", (request, _reply, done) => {
    if (closing) request.raw.socket?.end();
    done();
  });
});
