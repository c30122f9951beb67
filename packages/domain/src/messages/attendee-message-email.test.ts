import { describe, expect, it } from "vitest";
import { mailText } from "../mail/mail-text";
import { paragraphsOf, renderAttendeeMessage } from "./attendee-message-email";

const branding = { organiserName: "VYC Europe", organiserEmail: "", logoUrl: null };

describe("a message to attendees", () => {
  it("keeps the paragraphs and lines staff wrote", () => {
    expect(paragraphsOf("Hello,\n\nThe bus leaves at 14:00.\nBe on time.\r\n\r\n\n\nBye")).toEqual([["Hello,"], ["The bus leaves at 14:00.", "Be on time."], ["Bye"]]);
    expect(paragraphsOf("   ")).toEqual([]);
  });

  it("shows what staff typed as text, never as markup, in the reader's language", async () => {
    const html = await renderAttendeeMessage(mailText("vi"), branding, null, {
      subject: "<b>Giờ xe</b>",
      body: "Chào <script>alert(1)</script>\nmọi người",
      footer: "Bạn nhận được tin nhắn này",
    });
    expect(html).toMatch(/<html[^>]* lang="vi"/);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>Giờ");
    expect(html).toContain("&lt;b&gt;Giờ xe&lt;/b&gt;");
    expect(html).toMatch(/Chào &lt;script&gt;alert\(1\)&lt;\/script&gt;(<!-- -->)?<br\/?>(<!-- -->)?mọi người/);
  });
});
