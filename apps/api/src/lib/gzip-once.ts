import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { FastifyRequest } from "fastify";

const gzipAsync = promisify(gzip);

/**
 * The gzip form of a remembered answer, made once per remembered Buffer and dropped with it (a
 * WeakMap keyed by the Buffer): a browser asking for the same page again gets the same bytes
 * without compressing ~15 KB of JSON on every request. Concurrent first requests share one job.
 */
const gzipped = new WeakMap<Buffer, Promise<Buffer>>();

export function gzipOnce(json: Buffer): Promise<Buffer> {
  let job = gzipped.get(json);
  if (!job) {
    job = gzipAsync(json, { level: 6 });
    gzipped.set(json, job);
    // A failed job is not kept: the next request tries again.
    job.catch(() => gzipped.delete(json));
  }
  return job;
}

/** True when the request's Accept-Encoding allows gzip (a q of 0 refuses it). */
export function acceptsGzip(request: Pick<FastifyRequest, "headers">): boolean {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string") return false;
  for (const part of header.split(",")) {
    const [token = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (token !== "gzip" && token !== "*") continue;
    const q = params.find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
