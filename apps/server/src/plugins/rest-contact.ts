import { ZContactInput } from "@vyc/validators";
import { z } from "zod";
import { ok, responses, restInput, type RestCall } from "./rest-call";

export const contactCalls: RestCall[] = [
  {
    method: "POST",
    path: "/mailer/send",
    operation: {
      summary: "Sends a message to the organisers",
      tags: ["contact"],
      requestBody: { content: { "application/json": { schema: ZContactInput } } },
      responses: responses(
        { description: "Sent", schema: z.object({ success: z.literal(true) }) },
        { 400: "Invalid field (listed in issues)", 429: "Too many messages from this address", 503: "The mail server did not take the message" },
      ),
    },
    answer: async (caller, request) => ok(await caller.contact.send(restInput(ZContactInput, request.body))),
  },
];
