/** The answer of a tRPC procedure called over HTTP, as the web app's client receives it. */
export interface TrpcReply<T> {
  status: number;
  data?: T;
  error?: { message: string; code: string; data?: { code: string; httpStatus: number } };
}

/** Calls a tRPC mutation (POST) or query (GET) at `${base}/trpc/<path>` with JSON input. */
export async function callTrpc<T>(base: string, path: string, input: unknown, headers: Record<string, string> = {}, method: "POST" | "GET" = "POST"): Promise<TrpcReply<T>> {
  const url = method === "GET" ? `${base}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` : `${base}/trpc/${path}`;
  const res = await fetch(url, {
    method,
    headers: { ...(method === "POST" ? { "content-type": "application/json" } : {}), ...headers },
    body: method === "POST" ? JSON.stringify(input) : undefined,
  });
  const body = (await res.json()) as { result?: { data: T }; error?: TrpcReply<T>["error"] };
  return { status: res.status, data: body.result?.data, error: body.error };
}
