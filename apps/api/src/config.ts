import path from "node:path";
import { z } from "zod";
import type { DatabaseTarget } from "./db/client";

/**
 * Configuration comes from the environment only. No secret has a built-in default: without
 * ADMIN_PASSWORD or DEMO_PASSWORD a random password is generated and printed once.
 */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
      .optional(),
    ADMIN_PHONE: z
      .string()
      .regex(/^\d{9}$/, "ADMIN_PHONE must be 9 digits, e.g. 901234567")
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional(),
    SEED_DEMO: z
      .enum(["0", "1", "true", "false", ""])
      .optional()
      .transform((v) => v === "1" || v === "true"),
    DEMO_PASSWORD: z.string().min(8, "DEMO_PASSWORD must be at least 8 characters").optional(),
    WEB_DIST: z.string().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** How long a booking holds a unit when the agent does not say (hours). */
    BOOKING_HOURS: z.coerce.number().int().min(1).max(336).default(48),
    /** How long a shutdown lets the requests under way finish before the process ends (s). */
    SHUTDOWN_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    /**
     * The proxies in front whose X-Forwarded-For may be believed (per-address sign-in throttling,
     * the audit's addresses): "0" none; a number of hops ("1": one load balancer; "true" means 1);
     * or the proxies' addresses / CIDRs, comma-separated. Never "every hop": a client could then
     * write its own X-Forwarded-For and pose as any address.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(
        /^(0|false|true|[1-9]|[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*)$/,
        "TRUST_PROXY must be 0, a number of proxy hops (1–9) or the proxies' addresses, comma-separated",
      )
      .optional()
      .transform(parseTrustProxy),
    /** Where SMS go: "log" (the default: stored and shown, nothing leaves the machine) or "eskiz". */
    SMS_DRIVER: z.enum(["log", "eskiz"]).default("log"),
    ESKIZ_URL: z.string().url("ESKIZ_URL must be a URL").default("https://notify.eskiz.uz/api"),
    /** The Eskiz account: no default, required with SMS_DRIVER=eskiz. */
    ESKIZ_EMAIL: z.string().optional(),
    ESKIZ_PASSWORD: z.string().optional(),
    ESKIZ_FROM: z.string().default("4546"),
  })
  .superRefine((e, ctx) => {
    if (e.SMS_DRIVER !== "eskiz") return;
    for (const key of ["ESKIZ_EMAIL", "ESKIZ_PASSWORD"] as const)
      if (!e[key])
        ctx.addIssue({ code: "custom", path: [key], message: `${key} is required with SMS_DRIVER=eskiz` });
  });

/** The SMS driver and, for Eskiz, its account. */
export type SmsConfig =
  | { driver: "log" }
  | { driver: "eskiz"; url: string; email: string; password: string; from: string };

function smsConfig(e: z.infer<typeof envSchema>): SmsConfig {
  if (e.SMS_DRIVER === "log" || !e.ESKIZ_EMAIL || !e.ESKIZ_PASSWORD) return { driver: "log" };
  return {
    driver: "eskiz",
    url: e.ESKIZ_URL,
    email: e.ESKIZ_EMAIL,
    password: e.ESKIZ_PASSWORD,
    from: e.ESKIZ_FROM,
  };
}

/** What Fastify is told to believe of X-Forwarded-For: nothing, so many hops, or these proxies. */
export type TrustProxy = false | number | string[];

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value || value === "0" || value === "false") return false;
  if (value === "true") return 1;
  if (/^[1-9]$/.test(value)) return Number(value);
  return value.split(",").map((a) => a.trim());
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPhone: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  demoPassword: string | undefined;
  webDist: string;
  logLevel: string;
  trustProxy: TrustProxy;
  bookingHours: number;
  shutdownSeconds: number;
  sms: SmsConfig;
};

/**
 * `npm start` fills an empty embedded database with the demo, so a first look needs no set-up. A
 * DATABASE_URL names a real server: demo data lands there only with an explicit SEED_DEMO=1.
 */
export function applyStartDefaults(env: NodeJS.ProcessEnv): void {
  if (!env.DATABASE_URL) env.SEED_DEMO ??= "1";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminPhone: e.ADMIN_PHONE,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD,
    webDist: path.resolve(e.WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bookingHours: e.BOOKING_HOURS,
    shutdownSeconds: e.SHUTDOWN_SECONDS,
    sms: smsConfig(e),
  };
}

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. */
export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: config.dataDir };
}
