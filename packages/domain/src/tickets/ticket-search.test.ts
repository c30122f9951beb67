import { describe, expect, it } from "vitest";
import { ticketSearch } from "./ticket-search";

describe("ticketSearch", () => {
  it("searches a name by its folded words", () => {
    expect(ticketSearch(" Nguyễn  Thị ")).toEqual({ words: ["nguyen", "thi"], wordStart: null, orderId: null, shortCode: null, secret: "Nguyễn  Thị", buyerEmailStart: null });
  });

  it("searches an address typed in part as the start of one word and of the buyer's account", () => {
    expect(ticketSearch("Anh.Ng@Ex")).toMatchObject({ words: [], wordStart: "anh.ng@ex", buyerEmailStart: "anh.ng@ex" });
    expect(ticketSearch("anh.ng")).toMatchObject({ words: ["anh", "ng"], wordStart: "anh.ng", buyerEmailStart: null });
  });

  it("searches an order by its number, and a short code in its stored form", () => {
    expect(ticketSearch("#123")).toMatchObject({ words: [], wordStart: null, orderId: 123 });
    expect(ticketSearch("7k3m-9qxd")).toMatchObject({ shortCode: "7K3M9QXD", words: ["7k3m", "9qxd"] });
  });
});
