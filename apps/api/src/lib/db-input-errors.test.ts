import { describe, expect, it } from "vitest";
import { inputErrorCode } from "./db-input-errors";

const pg = (code: string, message = "x") => ({ cause: Object.assign(new Error(message), { code }) });

describe("inputErrorCode", () => {
  it("maps what only input causes to a 4xx code, and nothing else", () => {
    expect(inputErrorCode(pg("22003"))).toBe("VALIDATION_ERROR");
    expect(inputErrorCode(pg("22021"))).toBe("VALIDATION_ERROR");
    expect(inputErrorCode(pg("22008"))).toBe("VALIDATION_ERROR");
    expect(inputErrorCode(pg("23514"))).toBe("VALIDATION_ERROR");
    expect(inputErrorCode(pg("23505"))).toBe("CONFLICT");
    expect(inputErrorCode(pg("23503", 'update or delete on table "a" violates foreign key constraint'))).toBe(
      "IN_USE",
    );
    expect(inputErrorCode(pg("23503", 'insert or update on table "a" violates foreign key constraint'))).toBe(
      "VALIDATION_ERROR",
    );
    for (const code of ["40001", "40P01", "57P01", "XX000", "23502"])
      expect(inputErrorCode(pg(code))).toBeNull();
    expect(inputErrorCode(new Error("plain"))).toBeNull();
  });
});
