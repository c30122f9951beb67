import { describe, expect, it } from "vitest";
import { composeContactMail } from "./contact-mail";

const branding = { organiserName: "Vietnamese Youth Camps", organiserEmail: "contact@vyc-network.org", logoUrl: null };

const input = {
  firstName: "Linh",
  lastName: "Nguyen",
  email: "linh@example.com",
  phone: "123-456-7890",
  subject: "Question about the summer camp",
  message: "Hello,\nis there a discount for siblings?\nThanks!",
};

describe("composeContactMail", () => {
  it("goes to the organisers with Reply-To set to the visitor", async () => {
    const mail = await composeContactMail(input, "contact@vyc-network.org", branding);
    expect(mail.to).toBe("contact@vyc-network.org");
    expect(mail.replyTo).toBe("linh@example.com");
    expect(mail.subject).toBe("Contact form: Question about the summer camp");
  });

  it("carries all six fields in the body, the message unchanged", async () => {
    const { text } = await composeContactMail(input, "contact@vyc-network.org", branding);
    expect(text).toContain("First name: Linh");
    expect(text).toContain("Last name: Nguyen");
    expect(text).toContain("Email: linh@example.com");
    expect(text).toContain("Phone: 123-456-7890");
    expect(text).toContain("Subject: Question about the summer camp");
    expect(text).toContain("Message:\nHello,\nis there a discount for siblings?\nThanks!");
  });

  it("keeps line breaks out of the subject header", async () => {
    const mail = await composeContactMail({ ...input, subject: "Hi\r\nBcc: victim@example.com" }, "contact@vyc-network.org", branding);
    expect(mail.subject).toBe("Contact form: Hi Bcc: victim@example.com");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
