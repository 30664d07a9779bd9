import { describe, expect, it } from "vitest";
import { floorNeighbours } from "./floor-neighbours";

const unit = (entranceId: number, floor: number) => ({
  entranceId,
  floor,
  floorId: entranceId * 100 + floor,
});

describe("floorNeighbours", () => {
  const units = [unit(1, 1), unit(1, 2), unit(1, 2), unit(1, 4), unit(2, 3), unit(2, 5)];

  it("finds the nearest floors with units in the same entrance", () => {
    expect(floorNeighbours(units, 1, 2)).toEqual({
      below: { id: 101, number: 1 },
      above: { id: 104, number: 4 },
    });
    // Floor 3 of entrance 1 has no units: it is stepped over.
    expect(floorNeighbours(units, 1, 4).below).toEqual({ id: 102, number: 2 });
  });

  it("gives null at the bottom and the top, and ignores other entrances", () => {
    expect(floorNeighbours(units, 1, 1).below).toBeNull();
    expect(floorNeighbours(units, 1, 4).above).toBeNull();
    expect(floorNeighbours(units, 2, 3)).toEqual({ below: null, above: { id: 205, number: 5 } });
  });
});
