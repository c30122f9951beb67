import { describe, expect, it } from "vitest";
import { isSitePath } from "./site-paths";

describe("isSitePath", () => {
  it("knows the app's pages, with any value in a path parameter", () => {
    for (const path of ["/", "/events", "/events/12", "/events/12/", "/register/3/2", "/response/success/checkout", "/admin/events/new", "/staff/orders/41", "/reset_password/Xy-12"]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it("does not know other paths", () => {
    for (const path of ["/nothing-here", "/events/12/extra", "/admin/unknown", "/account", "/register/3", "/Events"]) {
      expect(isSitePath(path), path).toBe(false);
    }
  });
});
