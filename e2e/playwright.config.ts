import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * The browser suite runs the real server (built web app + API) on a free port and a fresh
 * embedded database with the demo data. Values are put in the environment once, so the
 * config evaluated again in each worker sees the same server.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    "-e",
    'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})',
  ]).toString();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "makon-e2e-"));
process.env.E2E_ADMIN_PHONE ??= "901234567";
// Fresh random passwords for the throw-away server of each run: no password lives in the code.
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString("base64url");
process.env.E2E_DEMO_PASSWORD ??= randomBytes(12).toString("base64url");

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (process.env.CI && !fs.existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}: under CI the browser suite must run`);
}

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const root = path.resolve(import.meta.dirname, "..");

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    locale: "uz-UZ",
    // No animations: a notice or a drawer leaves at once, so no wait hangs on an animation's end
    // event, which a busy machine or a tab in the background can hold back (decision 36).
    reducedMotion: "reduce",
    // A trace is recorded only when a failed test runs again (CI retries once): recording every
    // test's DOM snapshots made the suite about 30 % slower (users.spec: 146 s without, 205 s with).
    // Locally, `--trace on` records one for a test being looked into.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: "node scripts/start-e2e.mjs",
    cwd: root,
    url: `${baseURL}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: "1",
      ADMIN_PHONE: process.env.E2E_ADMIN_PHONE,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      DEMO_PASSWORD: process.env.E2E_DEMO_PASSWORD,
      LOG_LEVEL: "warn",
    },
  },
});
