import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { SITE_PATHS } from "@vyc/validators";
import { describe, expect, it } from "vitest";
import type { RouterContext } from "./lib/app-context";
import { routeTree } from "./route-tree";

describe("the page paths the server answers 200", () => {
  it("are exactly the routes of the app", () => {
    const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as RouterContext });
    const paths = new Set(Object.keys(router.routesByPath).map((path) => (path.length > 1 ? path.replace(/\/$/, "") : path)));
    expect([...paths].sort()).toEqual([...SITE_PATHS].sort());
  });
});
