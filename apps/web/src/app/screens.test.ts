import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const preloadChart = vi.fn(() => Promise.resolve());
vi.mock("../lib/ui/chart/lazy-chart", () => ({ preloadChart }));

const { preloadChartsWhenIdle, preloadScreensWhenIdle, screens } = await import("./screens");
const { queryClient } = await import("./query-client");

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

describe("the screens' code, loaded ahead", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Every screen's preload watched, and answered at once without loading the module. */
  const watchScreens = () =>
    new Map(
      [...screens].map(([key, screen]) => [key, vi.spyOn(screen, "preload").mockResolvedValue(undefined)]),
    );
  const called = (spies: ReturnType<typeof watchScreens>) =>
    [...spies].filter(([, spy]) => spy.mock.calls.length > 0).map(([key]) => key);

  it("loads the screens the user holds, one after another, a second after the shell appears", async () => {
    const spies = watchScreens();
    preloadScreensWhenIdle(["home", "reciption", "contract"]);
    await vi.advanceTimersByTimeAsync(900);
    expect(called(spies)).toEqual([]);
    await vi.advanceTimersByTimeAsync(150);
    expect(called(spies)).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    // One at a time: the next waits for the one before and for the browser's next idle moment.
    expect(called(spies)).toEqual(["home"]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(called(spies).sort()).toEqual(["contract", "home", "reciption"]);
    // The same rights again start no second round.
    preloadScreensWhenIdle(["home", "reciption", "contract"]);
    await vi.advanceTimersByTimeAsync(5_000);
    for (const spy of spies.values()) expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it("waits while a screen's requests are under way", async () => {
    const spies = watchScreens();
    const fetching = vi.spyOn(queryClient, "isFetching").mockReturnValue(1);
    preloadScreensWhenIdle(["sotuv"]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(called(spies)).toEqual([]);
    fetching.mockReturnValue(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(called(spies)).toEqual(["sotuv"]);
  });

  it("goes on past a screen whose code failed to load", async () => {
    const spies = watchScreens();
    spies.get("baza")?.mockRejectedValue(new Error("chunk failed"));
    preloadScreensWhenIdle(["baza", "obyects"]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(called(spies).sort()).toEqual(["baza", "obyects"]);
  });
});
