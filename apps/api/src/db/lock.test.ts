import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock";

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "makon-lock-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("data folder lock", () => {
  it("refuses a folder held by another live process, with a clear message", async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.writeFileSync(path.join(dir, "makon.lock"), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/already in use by another Makon process/);
    } finally {
      child.kill();
    }
  });

  it("takes over a lock left by a process that is gone, and releases it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "makon.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "makon.lock"), "utf8")).toMatch(
      new RegExp(`^${process.pid}( \\d+)?$`),
    );
    release();
    expect(fs.existsSync(path.join(dir, "makon.lock"))).toBe(false);
  });
});

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill();
});

function started(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  return child;
}

describe.runIf(process.platform === "linux")("a lock whose PID lives on in another program", () => {
  it("a live process that is not Makon (a sleep): the stale lock is taken over", () => {
    const dir = tempDir();
    const sleeper = started("sleep", ["30"]);
    fs.writeFileSync(path.join(dir, "makon.lock"), String(sleeper.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "makon.lock"), "utf8")).toMatch(
      new RegExp(`^${process.pid} \\d+$`),
    );
    release();
  });

  it("a live Node.js process that started after the lock was written (its PID reused): taken over", () => {
    const dir = tempDir();
    const other = started(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    // Clock tick 1 after boot: long before this process began.
    fs.writeFileSync(path.join(dir, "makon.lock"), `${other.pid} 1`);
    lockDataDir(dir)();
  });

  it("a live Makon process holding the folder: still refused", async () => {
    const dir = tempDir();
    const script = `import("${new URL("./lock.ts", import.meta.url).pathname}").then((m) => {
      m.lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000); })`;
    const holder = started(process.execPath, ["--import", "tsx", "-e", script]);
    await new Promise<void>((resolve, reject) => {
      holder.stdout?.on("data", (d: Buffer) => d.toString().includes("locked") && resolve());
      holder.once("exit", () => reject(new Error("the holder ended")));
    });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  }, 60_000);
});
