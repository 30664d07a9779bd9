import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const preloadChart = vi.fn(() => Promise.resolve());
vi.mock("../lib/ui/chart/lazy-chart", () => ({ preloadChart }));

const { preloadChartsWhenIdle, screens } = await import("./screens");

describe("the chart library, loaded ahead", () => {
  beforeEach(() => {
    preloadChart.mockClear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("loads once idle for someone who holds a screen with charts", () => {
    preloadChartsWhenIdle(["home", "bino_about"]);
    expect(preloadChart).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(preloadChart).toHaveBeenCalledTimes(1);
  });

  it("is not loaded for someone whose screens draw none", () => {
    preloadChartsWhenIdle(["home", "reciption", "sotuv", "contract"]);
    vi.runAllTimers();
    expect(preloadChart).not.toHaveBeenCalled();
  });

  it("comes with a chart screen's own code, and not with other screens'", async () => {
    vi.useRealTimers();
    await screens.get("flow_chart")?.preload();
    expect(preloadChart).toHaveBeenCalledTimes(1);
    await screens.get("info_add")?.preload();
    expect(preloadChart).toHaveBeenCalledTimes(1);
    // Two screens' real modules are loaded (transformed on first import): seconds on a busy machine.
  }, 60_000);
});
