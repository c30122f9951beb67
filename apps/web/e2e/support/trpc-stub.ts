import type { Page } from "@playwright/test";

type Stub = { data: unknown } | { error: { message: string; httpStatus: number; code: string } };

/**
 * Answers one tRPC procedure with `stub` while the other procedures of the same batched request
 * still reach the real server. `hold` delays the answer until it resolves (to see loading states).
 */
export async function stubProcedure(page: Page, procedure: string, stub: Stub, hold?: Promise<void>): Promise<void> {
  const pattern = new RegExp(`/trpc/[^?]*${procedure.replace(".", "\\.")}`);
  await page.route(pattern, async (route) => {
    if (hold) await hold;
    const url = new URL(route.request().url());
    const paths = decodeURIComponent(url.pathname.slice("/trpc/".length)).split(",");
    const response = await route.fetch();
    const results = (await response.json()) as unknown[];
    const index = paths.indexOf(procedure);
    results[index] =
      "data" in stub
        ? { result: { data: stub.data } }
        : { error: { message: stub.error.message, code: -32603, data: { code: stub.error.code, httpStatus: stub.error.httpStatus, path: procedure } } };
    const failed = "error" in stub;
    const status = failed ? (results.length > 1 ? 207 : stub.error.httpStatus) : response.status();
    await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(results) });
  });
}

/** Records every history.pushState of the page (URL and navigation state), from the first script on. */
export async function recordHistory(page: Page): Promise<() => Promise<Array<{ url: string; state: Record<string, unknown> }>>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __pushes: Array<{ url: string; state: unknown }> };
    w.__pushes = [];
    const original = window.history.pushState;
    window.history.pushState = function (state: unknown, unused: string, url?: string | URL | null) {
      w.__pushes.push({ url: String(url), state });
      return original.call(window.history, state, unused, url);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __pushes: Array<{ url: string; state: Record<string, unknown> }> }).__pushes);
}
