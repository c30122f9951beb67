import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

/** A short bound, configured for the test (30 seconds by default). */
const BOUND_MS = 300;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { REQUEST_TIMEOUT_MS: String(BOUND_MS) } });
});
afterAll(() => server.close());

/** Writes `text` on a raw connection and stops there; resolves with what the server sent once it closes the connection. */
function stall(text: string): Promise<{ answer: string; elapsedMs: number }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = "";
    const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(text));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve({ answer, elapsedMs: Date.now() - started }));
  });
}

describe("a request that stops arriving", () => {
  it("is cut when its body stops: Content-Length 100, 8 bytes sent", async () => {
    const { answer, elapsedMs } = await stall(
      "POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n_usernam",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsedMs).toBeGreaterThanOrEqual(BOUND_MS - 50);
    expect(elapsedMs).toBeLessThan(BOUND_MS + 2000);
  });

  it("is cut when its headers stop", async () => {
    const { answer, elapsedMs } = await stall("GET /trpc/auth.me HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsedMs).toBeLessThan(BOUND_MS + 2000);
  });

  it("leaves requests that arrive in time alone", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
  });
});
