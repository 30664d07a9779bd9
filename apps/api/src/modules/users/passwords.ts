import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm; a test checks the "$argon2id$" prefix) with the
 * OWASP-recommended minimum: 19 MiB, 2 passes. Long passwords are never cut.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verified against for unknown phones so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

/** A readable random password for generated accounts (printed once, never stored in clear). */
export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}
