import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

/** The app's longest event-loop stall and garbage-collection pause while watched, in ms. */
export interface Seen {
  loopMs: number;
  gcMs: number;
}

/** Starts watching this process's event loop and collector; the returned function stops and says what it saw. */
export function watchLoop(): () => Seen {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let gcMax = 0;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMax = Math.max(gcMax, e.duration);
  });
  gc.observe({ entryTypes: ["gc"] });
  return () => {
    loop.disable();
    gc.disconnect();
    return { loopMs: Math.round(loop.max / 1e6), gcMs: Math.round(gcMax) };
  };
}

/**
 * The "watch" and "seen" messages of a forked bench process (app-process.ts, witness-process.ts):
 * "watch" starts watchLoop, "seen" stops it and sends what it saw.
 */
export function watchOnRequest(
  send: (reply: { type: "done" } | ({ type: "seen" } & Seen)) => void,
): (type: "watch" | "seen") => void {
  let stopWatching: (() => Seen) | undefined;
  return (type) => {
    if (type === "watch") {
      stopWatching = watchLoop();
      send({ type: "done" });
      return;
    }
    const seen = stopWatching?.() ?? { loopMs: 0, gcMs: 0 };
    stopWatching = undefined;
    send({ type: "seen", ...seen });
  };
}
