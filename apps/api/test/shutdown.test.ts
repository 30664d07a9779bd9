import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "./helpers/server-process";

const PHONE = "900000001";
const PASSWORD = "shutdown-test-password";

let server: ServerProcess | undefined;
afterAll(async () => server?.dispose());

/** Reads one HTTP/1.1 response (Content-Length framed) from a socket. */
function readResponse(socket: net.Socket): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    let data = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf("\r\n\r\n");
      if (end < 0) return;
      const headers = data.subarray(0, end).toString();
      const length = Number(/content-length:\s*(\d+)/i.exec(headers)?.[1] ?? 0);
      if (data.length < end + 4 + length) return;
      socket.off("data", onData);
      resolve({
        status: Number(headers.split(" ")[1]),
        headers,
        body: data.subarray(end + 4, end + 4 + length).toString(),
      });
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.once("close", () => reject(new Error(`connection closed after ${data.length} bytes`)));
  });
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("graceful shutdown", () => {
  it("SIGTERM: a request in flight finishes with 200, new ones are refused (503 in our body), the process exits 0", async () => {
    server = await startServerProcess({ ADMIN_PHONE: PHONE, ADMIN_PASSWORD: PASSWORD });
    const { child, port } = server;

    // A sign-in whose body arrives in two halves: the request is under way while the signal lands.
    const body = JSON.stringify({ phone: PHONE, password: PASSWORD });
    const socket = await connect(port);
    const answer = readResponse(socket);
    socket.write(
      `POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body.slice(0, 10),
    );
    // And a request whose head is still arriving: it will be turned away, in our error body.
    const late = await connect(port);
    const lateAnswer = readResponse(late);
    late.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await new Promise((r) => setTimeout(r, 300));

    process.kill(child.pid as number, "SIGTERM");
    await until(() => server?.output().includes("shutting down") ?? false, "the shutdown to begin");
    await until(
      () =>
        connect(port).then(
          (s) => {
            s.destroy();
            return false;
          },
          () => true,
        ),
      "new connections to be refused",
    );
    expect(child.exitCode).toBeNull();

    late.write("\r\n");
    const refused = await lateAnswer;
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ code: "SERVICE_UNAVAILABLE", message: "Shutting down" });

    socket.write(body.slice(10));
    const res = await answer;
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body)).toHaveProperty("token");
    // The connection is not left open for the next request: the process can end at once.
    expect(res.headers).toMatch(/connection: close/i);

    const started = Date.now();
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    if (!process.env.TEST_DATABASE_URL)
      expect(fs.existsSync(path.join(server.dataDir, "makon.lock")), "the data folder is unlocked").toBe(
        false,
      );
  }, 90_000);
});
