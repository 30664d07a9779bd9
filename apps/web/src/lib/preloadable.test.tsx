import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { preloadable } from "./preloadable";

function Hello({ name }: { name: string }) {
  return <p>Salom, {name}</p>;
}

describe("preloadable", () => {
  it("loads once, however often it is asked, and renders without suspending once loaded", async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const { Component, preload } = preloadable(load);
    const page = (
      <Suspense fallback={<i>kuting</i>}>
        <Component name="Dilnoza" />
      </Suspense>
    );
    expect(renderToString(page)).toContain("kuting");
    await Promise.all([preload(), preload()]);
    expect(renderToString(page)).toContain("Salom, <!-- -->Dilnoza");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed chunk again", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error("network"))
      .mockResolvedValue({ default: Hello });
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow("network");
    await expect(preload()).resolves.toEqual({ default: Hello });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
