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
  app.addHook("onRequest", async (_request, reply) => {
    if (!closing) return;
    reply.header("connection", "close");
    throw new AppError("SERVICE_UNAVAILABLE", "Shutting down");
  });
  // Fastify closes the connections idle when shutdown begins; one busy then would otherwise stay
  // open for the keep-alive time after its answer, and the process with it.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
  app.addHook("onResponse", async (request) => {
    if (closing) request.raw.socket?.end();
  });
});
