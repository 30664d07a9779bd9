import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { runEvery } from "./background-job";

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("runEvery", () => {
  it("never overlaps runs, and closing waits for the run under way", async () => {
    const app = Fastify();
    let running = 0;
    let most = 0;
    let finished = 0;
    runEvery(app, "slow job", 5, async () => {
      running++;
      most = Math.max(most, running);
      await wait(40);
      running--;
      finished++;
    });
    await app.ready();
    await wait(60);
    await app.close();
    const atClose = finished;
    expect(running).toBe(0);
    expect(most).toBe(1);
    expect(atClose).toBeGreaterThan(0);
    await wait(60);
    expect(finished).toBe(atClose);
  });

  it("a failing run does not stop the next one", async () => {
    const app = Fastify();
    let calls = 0;
    runEvery(app, "failing job", 5, async () => {
      calls++;
      throw new Error("boom");
    });
    await app.ready();
    await wait(40);
    await app.close();
    expect(calls).toBeGreaterThan(1);
  });

  it("0 runs nothing", async () => {
    const app = Fastify();
    let calls = 0;
    runEvery(app, "off", 0, async () => {
      calls++;
    });
    await app.ready();
    await wait(20);
    await app.close();
    expect(calls).toBe(0);
  });
});
