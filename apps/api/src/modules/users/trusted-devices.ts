import { and, eq, inArray, sql } from "drizzle-orm";
import { trustedDevices } from "../../db/schema";
import type { Db } from "../../db/types";
import { hashToken, newToken } from "./tokens";

/**
 * A browser where a user signed in keeps a random device key in an HttpOnly cookie that is sent
 * to the sign-in call only. Several people may share an office computer: the cookie holds the
 * keys of the last few users who signed in there.
 */
export const DEVICE_COOKIE = "makon_device";
export const DEVICE_COOKIE_PATH = "/api/user/login";
/** A device unused this long is forgotten (and its cookie ends with it; the purge removes its row). */
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
const KEYS_PER_BROWSER = 5;
const KEY = /^[A-Za-z0-9_-]{43}$/;

/** The device keys a request's cookie carries (malformed ones ignored). */
export function readDeviceKeys(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    return part
      .slice(eq + 1)
      .trim()
      .split(".")
      .filter((k) => KEY.test(k))
      .slice(0, KEYS_PER_BROWSER);
  }
  return [];
}

/** The trusted device of this user among the keys, if any. */
export async function findTrustedDevice(db: Db, userId: number, keys: string[]): Promise<number | null> {
  if (keys.length === 0) return null;
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        inArray(trustedDevices.keyHash, keys.map(hashToken)),
        sql`${trustedDevices.lastUsedAt} > now() - ${`${DEVICE_TTL_MS / 1000} seconds`}::interval`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * After a right password: the device is remembered (a new key when the browser had none for
 * this user). Returns the cookie value to send back: the user's key first, then the others.
 */
export async function trustDevice(
  tx: Db,
  userId: number,
  deviceId: number | null,
  keys: string[],
  userAgent: string | null,
): Promise<string> {
  if (deviceId !== null) {
    await tx.update(trustedDevices).set({ lastUsedAt: new Date() }).where(eq(trustedDevices.id, deviceId));
    return keys.join(".");
  }
  const key = newToken();
  await tx
    .insert(trustedDevices)
    .values({ userId, keyHash: hashToken(key), userAgent: userAgent?.slice(0, 300) ?? null });
  return [key, ...keys].slice(0, KEYS_PER_BROWSER).join(".");
}

export function deviceCookie(value: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${Math.floor(DEVICE_TTL_MS / 1000)}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
