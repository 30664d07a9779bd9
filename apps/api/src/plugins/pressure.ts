import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";

export interface PressureLimits {
  /** Mean event-loop delay over one sample above which new requests are turned away (ms). */
  maxEventLoopDelayMs: number;
  sampleIntervalMs: number;
  /** What the answer tells the client to wait before trying again (s). */
  retryAfterSeconds: number;
}

/**
 * Event-loop delay is what a user feels. The mean delay over a one-second sample passes one
 * second only when the loop did not turn through a whole sample, or every turn took longer: then
 * each request arriving waits that long before any of its code runs, and queuing more only
 * lengthens the wait. Normal answers take 1–150 ms (docs/performance.md), and a single slow statement is
 * averaged with the loop's free turns around it, so load a server can still serve never gets
 * here. Utilisation is deliberately not a trigger: on the embedded database (the default)
 * queries run on this thread, so a loop busy 99% of a second is ordinary under bursts while
 * answers still come in tens of milliseconds; shedding then would refuse work done well.
 */
export const PRESSURE_LIMITS: PressureLimits = {
  maxEventLoopDelayMs: 1000,
  sampleIntervalMs: 1000,
  retryAfterSeconds: 5,
};

/**
 * Liveness answers whatever the load: a process busy is alive, and an orchestrator that restarted
 * it for being busy would drop every request in it. (/api/ready does report pressure: a load
 * balancer should send the traffic elsewhere.)
 */
const EXEMPT_URLS = new Set(["/api/health"]);

/**
 * When the event loop is saturated, new requests get 503 SERVICE_UNAVAILABLE with Retry-After at
 * once, in our error body, instead of waiting in a queue that only grows. No status route.
 */
export const pressurePlugin = fp(async (app: FastifyInstance, limits: PressureLimits) => {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: limits.sampleIntervalMs,
    retryAfter: limits.retryAfterSeconds,
    exposeStatusRoute: false,
    async pressureHandler(request, _reply, type, value) {
      if (EXEMPT_URLS.has(request.routeOptions.url ?? "")) return;
      request.log.warn({ type, value }, "overloaded: request turned away");
      throw new AppError("SERVICE_UNAVAILABLE", "The server is overloaded; try again shortly", {
        retryAfter: limits.retryAfterSeconds,
      });
    },
  });
});
