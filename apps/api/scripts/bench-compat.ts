// Bench module: the calls the first benchmark measured — the session check, the small paged
// lists and the compatibility lists (`all`, with their ETag) — each beside a bare Fastify route
// reading the same kind of rows through the plain driver.
import type { BenchContext, BenchRow } from "./bench/types";

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const base = await ctx.reference((bare) => {
    bare.get(
      "/ref/one-row",
      async () => (await ctx.bareQuery("select id, name from users where id = $1", [1]))[0],
    );
    bare.get("/ref/users-50", async () =>
      ctx.bareQuery("select id, name, phone, role from users order by name, id limit 50"),
    );
  });
  const oneRow = await ctx.load({ url: `${base}/ref/one-row` });
  const fifty = await ctx.load({ url: `${base}/ref/users-50` });
  const units = `${(ctx.scale.objects * 1_350 + 2_000).toLocaleString("en-US")} units`;
  const etag = (await fetch(`${ctx.base}/api/uy/all`, { headers: ctx.auth })).headers.get("etag") ?? "";
  const rows: BenchRow[] = [
    {
      area: "sign-in",
      call: "GET /api/user/decodeToken",
      scale: "one session",
      warm: await ctx.load({ url: `${ctx.base}/api/user/decodeToken`, headers: ctx.auth }),
      reference: { name: "Fastify + one row", rps: oneRow.rps },
      goal: { ratio: 0.6 },
    },
    {
      area: "users",
      call: "GET /api/user?size=50",
      scale: "employees",
      warm: await ctx.load({ url: `${ctx.base}/api/user?size=50`, headers: ctx.auth }),
      reference: { name: "Fastify + 50 rows", rps: fifty.rps },
    },
    {
      area: "compat",
      call: "GET /api/uy/all_stat",
      scale: units,
      warm: await ctx.load({ url: `${ctx.base}/api/uy/all_stat`, headers: ctx.auth }),
    },
    {
      area: "compat",
      call: "GET /api/uy/all, If-None-Match (304)",
      scale: units,
      warm: await ctx.load({
        url: `${ctx.base}/api/uy/all`,
        headers: { ...ctx.auth, "if-none-match": etag },
        okStatuses: [304],
      }),
      reference: { name: "Fastify + one row", rps: oneRow.rps },
    },
  ];
  return rows;
}
