import { tashkentToday } from "@makon/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { contracts } from "../../src/db/schema";
import type { Db } from "../../src/db/types";
import { auth, type TestUser } from "./test-app";

/** The handover worker's, the boss's and a reader's rights. */
export const WORKER_RIGHTS = { pages: ["topshiruv"], actions: ["handover_work"] };
export const BOSS_RIGHTS = { pages: ["topshiruv"], actions: ["handover_permit"] };

/** Tashkent's today moved by `days` (negative: the past), as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const d = new Date(`${tashkentToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Moves a contract's date back (the fixtures sign today), so an act may be dated before today. */
export async function backdate(db: Db, contractId: number, date: string): Promise<void> {
  await db.update(contracts).set({ date }).where(eq(contracts.id, contractId));
}

/** POST /api/topshiruv with the act's defaults: today, two keys, no meters or defects. */
export function postAct(
  app: FastifyInstance,
  u: TestUser,
  contractId: number,
  extra: object = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/topshiruv",
    headers: auth(u.token),
    payload: { contractId, actDate: tashkentToday(), keysCount: 2, ...extra },
  });
}

/** A raw file body to an upload route. */
export function upload(
  app: FastifyInstance,
  u: TestUser,
  url: string,
  bytes: Buffer,
  type: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url,
    headers: { ...auth(u.token), "content-type": type },
    payload: bytes,
  });
}

/** The smallest files of each kind the upload routes tell apart by their first bytes. */
export const FILES = {
  png: Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.from("png body")]),
  jpeg: Buffer.concat([Buffer.from("\xff\xd8\xff\xe0", "latin1"), Buffer.from("jpeg body")]),
  pdf: Buffer.from("%PDF-1.4\n% a scan\n"),
  gif: Buffer.from("GIF89a not allowed"),
};
