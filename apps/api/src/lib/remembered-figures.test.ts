import { describe, expect, it } from "vitest";
import type { Db } from "../db/types";
import { knownFigures, rememberedFigures } from "./remembered-figures";

/** A database handle stands only as the store's key here. */
const handle = () => ({}) as Db;

/** A computation that counts its runs and ends when told to. */
function slowFigure<T>(value: T) {
  let runs = 0;
  let finish: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    compute: async () => {
      runs++;
      await gate;
      return value;
    },
    runs: () => runs,
    finish: () => finish(),
  };
}

describe("figures worked out once at a time", () => {
  it("works a figure out once for requests that come while it runs", async () => {
    const db = handle();
    const figure = slowFigure({ count: 42 });
    const asked = Array.from({ length: 20 }, () =>
      rememberedFigures(db, "debtors:bands", "v1", figure.compute),
    );
    figure.finish();
    const answers = await Promise.all(asked);
    expect(figure.runs()).toBe(1);
    expect(answers.every((a) => a.count === 42)).toBe(true);
    expect(knownFigures(db, "debtors:bands", "v1")).toEqual({ count: 42 });
  });

  it("does not share work across counters, keys or databases", async () => {
    const db = handle();
    const figure = slowFigure(1);
    const asked = [
      rememberedFigures(db, "k", "v1", figure.compute),
      rememberedFigures(db, "k", "v2", figure.compute),
      rememberedFigures(db, "other", "v1", figure.compute),
      rememberedFigures(handle(), "k", "v1", figure.compute),
    ];
    figure.finish();
    await Promise.all(asked);
    expect(figure.runs()).toBe(4);
  });

  it("lets a request work it out itself when the work it waited for failed", async () => {
    const db = handle();
    let runs = 0;
    const failing = rememberedFigures(db, "k", "v1", async () => {
      runs++;
      await Promise.resolve();
      throw new Error("statement timeout");
    });
    const waiting = rememberedFigures(db, "k", "v1", async () => {
      runs++;
      return 7;
    });
    await expect(failing).rejects.toThrow("statement timeout");
    await expect(waiting).resolves.toBe(7);
    expect(runs).toBe(2);
    // Nothing stays under way: a later request finds the value remembered.
    expect(knownFigures(db, "k", "v1")).toBe(7);
  });
});
