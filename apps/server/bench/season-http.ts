import http from "node:http";

/** Keep-alive connections, as a browser keeps them between the back office's calls. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export interface Answer {
  status: number;
  text: string;
  /** From sending the request to the answer's last byte. */
  ms: number;
  /** From sending the request to the answer body's first byte. */
  firstByteMs: number;
}

export type Headers = Record<string, string>;

/** One HTTP request, the answer read in full. */
export function request(url: string, headers: Headers = {}, method: "GET" | "POST" = "GET", body?: string): Promise<Answer> {
  const t0 = performance.now();
  const sent = body === undefined ? headers : { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      let firstByteMs: number | undefined;
      res.on("data", (chunk: Buffer) => {
        firstByteMs ??= performance.now() - t0;
        chunks.push(chunk);
      });
      res.on("end", () => {
        const ms = performance.now() - t0;
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8"), ms, firstByteMs: firstByteMs ?? ms });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A download as a browser saves it to disk: its lines counted as they arrive, no copy kept. */
export interface Download {
  status: number;
  /** Lines that are not blank, the header line included. */
  lines: number;
  /** From sending the request to the answer's last byte. */
  ms: number;
  /** From sending the request to the answer body's first byte. */
  firstByteMs: number;
}

const NEWLINE = 0x0a;
const BLANK = new Set([0x20, 0x09, 0x0d]);

/**
 * One GET whose answer is counted, not kept. The season's exports are megabytes: kept whole, their
 * text (and the garbage it leaves) would stall this process's other requests, the desk's check-ins
 * among them, and the bench would time its own pauses as the server's.
 */
export function download(url: string, headers: Headers = {}): Promise<Download> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      let firstByteMs: number | undefined;
      let lines = 0;
      let lineHasText = false;
      res.on("data", (chunk: Buffer) => {
        firstByteMs ??= performance.now() - t0;
        for (const byte of chunk) {
          if (byte === NEWLINE) {
            if (lineHasText) lines++;
            lineHasText = false;
          } else if (!BLANK.has(byte)) lineHasText = true;
        }
      });
      res.on("end", () => {
        const ms = performance.now() - t0;
        resolve({ status: res.statusCode ?? 0, lines: lines + (lineHasText ? 1 : 0), ms, firstByteMs: firstByteMs ?? ms });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** A 2xx answer, else an error naming the call and the answer. */
export function expectOk<T extends Answer | Download>(what: string, answer: T): T {
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${what}: HTTP ${answer.status}${"text" in answer ? ` ${answer.text.slice(0, 300)}` : ""}`);
  return answer;
}

/** A tRPC query (GET) as the web app makes it; `data` is the procedure's result. */
export async function trpcQuery<T>(baseUrl: string, path: string, input: unknown, headers: Headers): Promise<Answer & { data: T }> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const answer = expectOk(path, await request(`${baseUrl}/trpc/${path}${query}`, headers));
  return { ...answer, data: (JSON.parse(answer.text) as { result: { data: T } }).result.data };
}

/** A tRPC mutation (POST). */
export async function trpcMutation<T>(baseUrl: string, path: string, input: unknown, headers: Headers): Promise<Answer & { data: T }> {
  const answer = expectOk(path, await request(`${baseUrl}/trpc/${path}`, headers, "POST", JSON.stringify(input)));
  return { ...answer, data: (JSON.parse(answer.text) as { result: { data: T } }).result.data };
}

/** Opens a server-sent events stream and resolves with its first `data:` message and the time it took, then closes it. */
export function firstEvent(url: string, headers: Headers): Promise<{ data: string; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    // Its own connection: a stream is never given back to the keep-alive pool.
    const req = http.get(url, { headers: { ...headers, accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`${url}: HTTP ${res.statusCode}`));
        req.destroy();
        return;
      }
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
        const end = text.indexOf("\n\n");
        const line = text.slice(0, end).split("\n").find((l) => l.startsWith("data: "));
        if (end >= 0 && line) {
          resolve({ data: line.slice("data: ".length), ms: performance.now() - t0 });
          req.destroy();
        }
      });
    });
    req.on("error", (error) => {
      if (!req.destroyed) reject(error);
    });
  });
}
