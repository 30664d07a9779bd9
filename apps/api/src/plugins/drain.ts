import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";

/**
 * During shutdown, requests already under way finish; one that still arrives on an open
 * connection is answered 503 in our error body with "Connection: close", so a load balancer
 * sends it elsewhere and the web app shows its usual message. (Fastify's own answer for this,
 * return503OnClosing, has another body: app.ts turns it off.)
 */
export const drainPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // Callback hooks, not async ones: they run on every request, and a promise each is measurable
  // on the cheapest routes (the sign-in check).
  app.addHook("onRequest", (_request, reply, done) => {
    if (!closing) return done();
    reply.header("connection", "close");
    done(new AppError("SERVICE_UNAVAILABLE", "Shutting down"));
  });
  // Fastify closes the connections idle when shutdown begins; one busy then would otherwise stay
  // open for the keep-alive time after its answer, and the process with it.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("onResponse", (request, _reply, done) => {
    if (closing) request.raw.socket?.end();
    done();
  });
});
