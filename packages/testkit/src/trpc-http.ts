import http from "node:http";

/** The answer of a tRPC procedure called over HTTP, as the web app's client receives it. */
export interface TrpcReply<T> {
  status: number;
  data?: T;
  error?: { message: string; code: string; data?: { code: string; httpStatus: number } };
}

/** Keep-alive connections: a burst of calls reuses them instead of opening one per call. */
const agent = new http.Agent({ keepAlive: true });

function send(url: URL, method: "POST" | "GET", headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers: body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Calls a tRPC mutation (POST) or query (GET) at `${base}/trpc/<path>` with JSON input. */
export async function callTrpc<T>(base: string, path: string, input: unknown, headers: Record<string, string> = {}, method: "POST" | "GET" = "POST"): Promise<TrpcReply<T>> {
  const url = new URL(method === "GET" ? `${base}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` : `${base}/trpc/${path}`);
  const res =
    method === "POST" ? await send(url, method, { "content-type": "application/json", ...headers }, JSON.stringify(input)) : await send(url, method, headers);
  const body = JSON.parse(res.text) as { result?: { data: T }; error?: TrpcReply<T>["error"] };
  return { status: res.status, data: body.result?.data, error: body.error };
}
