import { buildApp } from "./app";
import { startUp } from "./bootstrap";
import { databaseTarget, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/lock";
import { loggerOptions } from "./lib/log-options";
import { describeError } from "./lib/safe-error";
import { smsGatewayFor } from "./modules/sms";

async function main() {
  const config = loadConfig();
  // Migrations run in startUp, under the lock that keeps a start's one-off work to one process.
  const database = await openDatabase(databaseTarget(config), { migrate: false });
  // Printed straight to the terminal, not the log: a generated password must not end up in log files.
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const legacy = await startUp(database, config, print);

  const app = await buildApp({
    db: database.db,
    webRoot: config.webDist,
    trustProxy: config.trustProxy,
    logger: loggerOptions(config.logLevel),
    bookingHours: config.bookingHours,
    sweepBookingsEveryMs: 60_000,
    purgeEveryMs: 10 * 60_000,
    collectionsEveryMs: 60_000,
    smsEveryMs: 60_000,
    smsGateway: smsGatewayFor(config.sms),
  });
  if (legacy.imported.length)
    app.log.info({ files: legacy.imported.length }, "legacy uploads copied into the database");
  if (legacy.missing.length)
    app.log.warn({ keys: legacy.missing }, "legacy uploads named by rows but not found on disk");
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Requests in flight get SHUTDOWN_SECONDS (10) to finish; then the process ends regardless.
    setTimeout(() => process.exit(1), config.shutdownSeconds * 1000).unref();
    try {
      // Requests read so far are answered, later ones get 503 (plugins/drain.ts); then the
      // listener and idle connections close, a background job's run ends and the jobs stop.
      await app.drain();
      await app.close();
      await database.close();
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
  print(
    `Makon is running at http://localhost:${(app.server.address() as { port: number }).port} (${database.kind})`,
  );
}

main().catch((err) => {
  if (
    err instanceof DataDirLockedError ||
    (err instanceof Error && err.message.startsWith("Invalid configuration"))
  ) {
    process.stderr.write(`${err.message}\n`);
  } else {
    // The first admin's insert or a migration may fail with its values in the message.
    process.stderr.write(`Makon failed to start: ${describeError(err)}\n`);
  }
  process.exit(1);
});
