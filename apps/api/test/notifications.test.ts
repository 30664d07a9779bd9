import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../src/db/schema";
import { notify } from "../src/lib/notify";
import { auth, makeUser, type TestUser, useTestApp } from "./helpers/test-app";

const ctx = useTestApp();
let me: TestUser;
let other: TestUser;
const mine: number[] = [];
let theirs = 0;

const get = (token: string, query = "") =>
  ctx.app.inject({ url: `/api/notifications${query}`, headers: auth(token) });
const post = (token: string, url: string) => ctx.app.inject({ method: "POST", url, headers: auth(token) });

interface Page {
  items: {
    id: number;
    kind: string;
    params: Record<string, unknown>;
    link: string | null;
    readAt: string | null;
  }[];
  total: number;
  unread: number;
  page: number;
  size: number;
}

beforeAll(async () => {
  // Anyone signed in has a bell: no page or action key is needed.
  me = await makeUser(ctx.app, ctx.db(), { pages: [] });
  other = await makeUser(ctx.app, ctx.db(), { pages: ["home"] });
  for (let i = 1; i <= 3; i++) {
    await notify(ctx.db(), null, [
      {
        userId: me.id,
        kind: "bank_assigned",
        params: { contractNumber: `2026-000${i}`, level: "lower", applicationId: i },
        link: `/quyi_bank_in/${i}`,
      },
    ]);
  }
  const rows = await ctx
    .db()
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, me.id));
  mine.splice(0, mine.length, ...rows.map((r) => r.id).sort((a, b) => a - b));
  await notify(ctx.db(), null, [
    { userId: other.id, kind: "bank_funded", params: { contractNumber: "2026-0099", amount: 5 }, link: null },
  ]);
  const [t] = await ctx
    .db()
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, other.id));
  theirs = t!.id;
});

describe("notifications", () => {
  it("the signed-in user's own only, newest first, with the unread count; never cached", async () => {
    const res = await get(me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const page = res.json() as Page;
    expect(page.items.map((n) => n.id)).toEqual([...mine].reverse());
    expect(page).toMatchObject({ total: 3, unread: 3, page: 1, size: 10 });
    expect(page.items[0]).toMatchObject({
      kind: "bank_assigned",
      params: { contractNumber: "2026-0003", level: "lower", applicationId: 3 },
      link: "/quyi_bank_in/3",
      readAt: null,
    });
    const paged = (await get(me.token, "?page=2&size=2")).json() as Page;
    expect(paged.items.map((n) => n.id)).toEqual([mine[0]]);
    expect(paged.total).toBe(3);
    expect((await get(other.token)).json()).toMatchObject({ total: 1, unread: 1 });
  });

  it("the actor is not told of their own act", async () => {
    await notify(ctx.db(), me.id, [{ userId: me.id, kind: "bank_funded", params: {}, link: null }]);
    expect(((await get(me.token)).json() as Page).total).toBe(3);
  });

  it("marks one read (own only: another user's is not found), then all", async () => {
    const read = await post(me.token, `/api/notifications/${mine[1]}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers["cache-control"]).toBe("no-store");
    let page = (await get(me.token)).json() as Page;
    expect(page.unread).toBe(2);
    expect(page.items.find((n) => n.id === mine[1])?.readAt).toEqual(expect.any(String));
    expect(((await get(me.token, "?unread=true")).json() as Page).items.map((n) => n.id)).toEqual([
      mine[2],
      mine[0],
    ]);
    expect(((await get(me.token, "?unread=false")).json() as Page).items.map((n) => n.id)).toEqual([mine[1]]);

    const foreign = await post(me.token, `/api/notifications/${theirs}/read`);
    expect(foreign.statusCode).toBe(404);
    expect((await post(me.token, "/api/notifications/2147483648/read")).statusCode).toBe(400);
    expect((await post(me.token, "/api/notifications/999999/read")).statusCode).toBe(404);

    const all = await post(me.token, "/api/notifications/read-all");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ marked: 2 });
    page = (await get(me.token)).json() as Page;
    expect(page.unread).toBe(0);
    expect(page.items.every((n) => n.readAt !== null)).toBe(true);
    // The other user's stays unread.
    expect(((await get(other.token)).json() as Page).unread).toBe(1);
  });

  it("refuses bad queries and strangers", async () => {
    expect((await get(me.token, "?size=51")).statusCode).toBe(400);
    expect((await get(me.token, "?unread=yes")).statusCode).toBe(400);
    expect((await get(me.token, "?userId=1")).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: "/api/notifications" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/notifications/read-all" })).statusCode).toBe(
      401,
    );
  });
});
