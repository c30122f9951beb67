import { EventEmitter, once } from "node:events";
import PostalMime, { type Address } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  /** The Message-ID header: the same message sent again keeps it. */
  messageId: string;
  /** Files attached (inline images included), with their bytes. */
  attachments: Array<{ filename: string; mimeType: string; content: Uint8Array }>;
}

export interface SmtpCapture {
  url: string;
  port: number;
  messages: CapturedMail[];
  /** Waits for the first message to `to` matching `subject` (a substring or pattern). */
  waitFor(to: string, subject?: string | RegExp, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
  /** Makes the server refuse every message (to test delivery failures). */
  refuse: boolean;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests. */
export async function startSmtpCapture(port = 0, onMail?: (mail: CapturedMail) => void): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  /** Emits "mail" after each message is kept; any number of tests may be waiting at once. */
  const arrivals = new EventEmitter().setMaxListeners(0);
  const capture: SmtpCapture = {
    url: "",
    port: 0,
    messages,
    refuse: false,
    async waitFor(to, subject, timeoutMs = 10_000) {
      const matches = (m: CapturedMail) =>
        m.to.toLowerCase().includes(to.toLowerCase()) &&
        (subject === undefined || (typeof subject === "string" ? m.subject.includes(subject) : subject.test(m.subject)));
      const signal = AbortSignal.timeout(timeoutMs);
      let found = messages.find(matches);
      while (!found) {
        await once(arrivals, "mail", { signal }).catch(() => {
          throw new Error(`No mail to ${to} (${String(subject)}) within ${timeoutMs} ms; got ${messages.map((m) => `${m.to}: ${m.subject}`).join("; ")}`);
        });
        found = messages.find(matches);
      }
      return found;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      if (capture.refuse) {
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            const address = (list: Address[] | undefined) =>
              (list ?? []).map((a) => ("address" in a && a.address ? a.address : a.name)).join(", ");
            const mail: CapturedMail = {
              to: address(parsed.to),
              from: address(parsed.from ? [parsed.from] : []),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: parsed.html ?? "",
              replyTo: address(parsed.replyTo),
              messageId: parsed.messageId ?? "",
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? "",
                mimeType: a.mimeType,
                content: typeof a.content === "string" ? Buffer.from(a.content) : new Uint8Array(a.content),
              })),
            };
            messages.push(mail);
            arrivals.emit("mail");
            onMail?.(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  capture.port = typeof address === "object" && address ? address.port : port;
  capture.url = `smtp://127.0.0.1:${capture.port}`;
  return capture;
}
