import { ZAccountVerifyInput, ZRestAuthAnswer, ZRestSignupAnswer, ZSignupInput, ZUserIdInput } from "@vyc/validators";
import { z } from "zod";
import { isRejection, membersOf, ok, rejection, responses, restInput, type RestAnswer, type RestCall } from "./rest-call";

/**
 * The account calls whose refusals the page shows as 'Error : {message}.': a refusal of the rules
 * (address in use, wrong or expired code, account already verified) answers 200
 * `{ success: false, message }`; a malformed request, an unknown account, the rate limit or a
 * server failure keeps its non-2xx status.
 */
async function answerOrReject(call: () => Promise<unknown>): Promise<RestAnswer> {
  try {
    return ok(await call());
  } catch (error) {
    if (isRejection(error)) return rejection(error);
    throw error;
  }
}

const refusals = { 400: "Malformed request", 429: "Too many attempts from this address or for this account" };
const accountRefusals = { ...refusals, 404: "No account with this id" };
const ZAccountVerifyBody = ZAccountVerifyInput.omit({ id: true });

export const authCalls: RestCall[] = [
  {
    method: "GET",
    path: "/auth/is-authenticated",
    operation: {
      summary: "Whether the request comes with a live session",
      tags: ["auth"],
      responses: responses({ description: "The sign-in status", schema: z.object({ isAuthenticated: z.boolean() }) }, {}),
    },
    answer: async (caller) => ok(await caller.auth.isAuthenticated()),
  },
  {
    method: "POST",
    path: "/auth/signup",
    operation: {
      summary: "Creates an account and mails its verification code",
      tags: ["auth"],
      requestBody: { content: { "application/json": { schema: ZSignupInput } } },
      responses: responses({ description: "Account created, or refused (address in use, confirmation mismatch)", schema: ZRestSignupAnswer }, refusals),
    },
    answer: (caller, request) => answerOrReject(() => caller.auth.signup(restInput(ZSignupInput, request.body))),
  },
  {
    method: "POST",
    path: "/auth/account-verify/{id}",
    operation: {
      summary: "Checks the 6-digit verification code",
      tags: ["auth"],
      requestParams: { path: ZUserIdInput },
      requestBody: { content: { "application/json": { schema: ZAccountVerifyBody } } },
      responses: responses({ description: "Verified, or refused (wrong or expired code, too many wrong codes, account already verified)", schema: ZRestAuthAnswer }, accountRefusals),
    },
    answer: (caller, request) => answerOrReject(() => caller.auth.accountVerify(restInput(ZAccountVerifyInput, { ...membersOf(request.body), ...membersOf(request.params) }))),
  },
  {
    method: "POST",
    path: "/auth/account-verify/resend/{id}",
    operation: {
      summary: "Mails a new verification code (the request has no body)",
      tags: ["auth"],
      requestParams: { path: ZUserIdInput },
      responses: responses({ description: "Sent ('Email sent successfully'), or refused (account already verified)", schema: ZRestAuthAnswer }, { ...accountRefusals, 503: "The e-mail could not be sent" }),
    },
    answer: (caller, request) => answerOrReject(() => caller.auth.accountVerifyResend(restInput(ZUserIdInput, request.params))),
  },
];
