import { createI18n } from "@vyc/i18n";
import { describe, expect, it } from "vitest";
import { deviceLabel } from "./desk-format";

describe("deviceLabel", () => {
  it("names our own desk and shortens the ids of others", () => {
    const { t } = createI18n("en");
    expect(deviceLabel(t, "0b9f7c8e-3c1a-4f6e-9d2b-1a2b3c4d5e6f", "0b9f7c8e-3c1a-4f6e-9d2b-1a2b3c4d5e6f")).toBe("this desk");
    expect(deviceLabel(t, "0b9f7c8e-3c1a-4f6e-9d2b-1a2b3c4d5e6f", "other")).toBe("desk 0b9f7c8e");
    expect(deviceLabel(t, "desk-b", undefined)).toBe("desk desk-b");
  });

  it("speaks Vietnamese", () => {
    const { t } = createI18n("vi");
    expect(deviceLabel(t, "desk-a", "desk-a")).toBe("quầy này");
    expect(deviceLabel(t, "0b9f7c8e-3c1a", "desk-a")).toBe("quầy 0b9f7c8e");
  });
});
