import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { TrustProxy } from "./config";
import type { Db } from "./db/types";
import { answerSerializerCompiler, compareAnswersWithZod } from "./lib/answer-serializer";
import { AppError } from "./lib/app-error";
import { runEvery } from "./lib/background-job";
import { databaseFileStore } from "./lib/file-store";
import { auditRoutes } from "./modules/audit";
import { bankApplicationsRoutes, bankMovesRoutes } from "./modules/bank-applications";
import { banksRoutes } from "./modules/banks";
import { clientsRoutes } from "./modules/clients";
import { collectionsJob, collectionsMovesRoutes, collectionsRoutes } from "./modules/collections";
import { contractsRoutes } from "./modules/contracts";
import { handoverAppointmentsRoutes, handoverMovesRoutes, handoverRoutes } from "./modules/handover";
import { healthRoutes } from "./modules/health";
import { purgeExpired } from "./modules/housekeeping";
import { notificationsRoutes } from "./modules/notifications";
import { organisationsRoutes } from "./modules/organisations";
import { propertyRoutes } from "./modules/property";
import { salesRoutes } from "./modules/sales";
import { sectionsRoutes } from "./modules/sections";
import { runSmsJob, type SmsGateway, smsGatewayFor, smsRoutes } from "./modules/sms";
import { homeRoutes, statsFlowsRoutes, statsRoutes } from "./modules/stats";
import { usersAdminRoutes, usersRoutes } from "./modules/users";
import { accessPlugin, type RouteAccess } from "./plugins/access";
import { authPlugin } from "./plugins/auth";
import { docsPlugin } from "./plugins/docs";
import { drainPlugin } from "./plugins/drain";
import { errorsPlugin, frameworkErrors } from "./plugins/errors";
import { inputGuardPlugin } from "./plugins/input-guard";
import { PRESSURE_LIMITS, type PressureLimits, pressurePlugin } from "./plugins/pressure";
import { type RecordScopeConfig, recordScopePlugin } from "./plugins/record-scope";
import { secureHeadersPlugin } from "./plugins/secure-headers";
import { webPlugin } from "./plugins/web";

export interface RouteRecord {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  recordScope: RecordScopeConfig | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    routeCatalogue: RouteRecord[];
  }
}

export interface BuildAppOptions {
  db: Db;
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string;
  /** When to turn requests away as overloaded (503); PRESSURE_LIMITS unless given, never with false. */
  pressure?: PressureLimits | false;
  logger?: FastifyServerOptions["logger"];
  /** Default booking length (hours). */
  bookingHours?: number;
  /** Sweep lapsed bookings this often (ms); off unless set (the server sets it, tests sweep by hand). */
  sweepBookingsEveryMs?: number;
  /** Purge expired sessions, idempotency keys, sign-in attempts and devices this often (ms); off unless set. */
  purgeEveryMs?: number;
  /** Run the collections job (promises kept and broken, cases collected and auto-opened) this often (ms); off unless set. */
  collectionsEveryMs?: number;
  /** Run the SMS scheduler (reminders, sending, delivery reports) this often (ms); off unless set. */
  smsEveryMs?: number;
  /** Where SMS go; the log driver (nothing leaves the machine) unless given. */
  smsGateway?: SmsGateway;
  /** What to believe of X-Forwarded-For (config.ts TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** Tests: every answer written as it is also written by zod, and a difference thrown (lib/answer-serializer). */
  compareAnswers?: boolean;
}

/** A number of hops goes to Fastify as proxy-addr's own rule for it: trust the nearest n hops only. */
function fastifyTrust(trust: TrustProxy | undefined) {
  if (typeof trust !== "number") return trust ?? false;
  return (_address: string, hop: number) => hop < trust;
}

/** Request bodies above this are refused with 413 before they are parsed. */
export const BODY_LIMIT = 256 * 1024;

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrust(opts.trustProxy),
    // drainPlugin answers requests that arrive during shutdown, in our error body.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  if (opts.compareAnswers) compareAnswersWithZod();
  app.setSerializerCompiler(answerSerializerCompiler);
  // The API speaks JSON only: a text body is refused with 415 rather than half-validated.
  app.removeContentTypeParser("text/plain");

  // Every route is recorded with its declared access, so a test can check that none lacks one.
  const routes: RouteRecord[] = [];
  app.decorate("routeCatalogue", routes);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read the access lazily: hooks of inner scopes (docs, web files) set it after this one runs.
    for (const method of methods)
      routes.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get recordScope() {
          return route.config?.recordScope;
        },
      });
  });

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(drainPlugin);
  // Security headers on every answer, no-store on API answers (computed once, not per request).
  await app.register(secureHeadersPlugin);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["gzip", "deflate"],
    zlibOptions: { level: 6 },
  });
  if (opts.pressure !== false) await app.register(pressurePlugin, opts.pressure ?? PRESSURE_LIMITS);
  // Uploaded files live in the database: every API process over it sees them.
  const files = databaseFileStore(opts.db);
  await app.register(authPlugin, { db: opts.db });
  await app.register(accessPlugin);
  await app.register(recordScopePlugin, { db: opts.db });
  await app.register(docsPlugin);

  await app.register(healthRoutes, { db: opts.db });
  await app.register(usersRoutes, { db: opts.db });
  await app.register(usersAdminRoutes, { db: opts.db });
  await app.register(sectionsRoutes, { db: opts.db });
  await app.register(propertyRoutes, { db: opts.db, files });
  await app.register(clientsRoutes, { db: opts.db });
  await app.register(salesRoutes, {
    db: opts.db,
    ...(opts.bookingHours ? { bookingHours: opts.bookingHours } : {}),
    sweepEveryMs: opts.sweepBookingsEveryMs ?? 0,
  });
  await app.register(contractsRoutes, { db: opts.db, files });
  await app.register(banksRoutes, { db: opts.db });
  await app.register(bankApplicationsRoutes, { db: opts.db, files });
  await app.register(bankMovesRoutes, { db: opts.db });
  await app.register(collectionsMovesRoutes, { db: opts.db });
  await app.register(collectionsRoutes, { db: opts.db });
  const smsGateway = opts.smsGateway ?? smsGatewayFor({ driver: "log" });
  await app.register(smsRoutes, { db: opts.db, driver: smsGateway.name });
  await app.register(handoverRoutes, { db: opts.db, files });
  await app.register(handoverMovesRoutes, { db: opts.db, files });
  await app.register(handoverAppointmentsRoutes, { db: opts.db, files });
  await app.register(statsRoutes, { db: opts.db });
  await app.register(statsFlowsRoutes, { db: opts.db });
  await app.register(homeRoutes, { db: opts.db });
  await app.register(notificationsRoutes, { db: opts.db });
  await app.register(organisationsRoutes, { db: opts.db });
  await app.register(auditRoutes, { db: opts.db });
  runEvery(app, "purge", opts.purgeEveryMs ?? 0, () => purgeExpired(opts.db));
  runEvery(app, "collections", opts.collectionsEveryMs ?? 0, () => collectionsJob(opts.db));
  runEvery(app, "sms", opts.smsEveryMs ?? 0, () => runSmsJob(opts.db, smsGateway));

  // Unknown API paths answer a JSON 404, never the web app's index.html.
  app.all("/api/*", { config: { access: { public: true } }, schema: { hide: true } }, async () => {
    throw new AppError("NOT_FOUND");
  });

  if (opts.webRoot) await app.register(webPlugin, { root: opts.webRoot });
  return app;
}
