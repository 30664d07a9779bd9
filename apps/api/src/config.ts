import path from "node:path";
import { z } from "zod";
import type { DatabaseTarget } from "./db/client";

/**
 * Configuration comes from the environment only. No secret has a built-in default: without
 * ADMIN_PASSWORD or DEMO_PASSWORD a random password is generated and printed once.
 */
const envSchema = z.object({
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
  /** Trust X-Forwarded-For from a load balancer in front (for per-address login throttling). */
  TRUST_PROXY: z
    .enum(["0", "1", "true", "false", ""])
    .optional()
    .transform((v) => v === "1" || v === "true"),
});

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
  trustProxy: boolean;
  bookingHours: number;
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
  };
}

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. */
export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: config.dataDir };
}
