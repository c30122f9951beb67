import { ZAuthResultOutput, ZChangePasswordInput, ZForgotPasswordInput, ZResetPasswordInput } from "@vyc/validators";
import { z } from "zod";
import { ok, responses, restInput, type RestCall } from "./rest-call";

/** Forgotten, reset and changed passwords: 200 on success, any other status is the page's error. */
export const passwordCalls: RestCall[] = [
  {
    method: "POST",
    path: "/auth/forget_password",
    operation: {
      summary: "Mails a single-use link to reset the password",
      tags: ["auth"],
      requestBody: { content: { "application/json": { schema: ZForgotPasswordInput } } },
      responses: responses(
        { description: "Link sent", schema: ZAuthResultOutput },
        { 400: "Malformed address", 404: "No account for this address ('Email don't exists.')", 429: "Too many requests", 503: "The e-mail could not be sent" },
      ),
    },
    answer: async (caller, request) => ok(await caller.auth.forgetPassword(restInput(ZForgotPasswordInput, request.body))),
  },
  {
    method: "POST",
    path: "/auth/reset_password",
    operation: {
      summary: "Sets a new password with the mailed token",
      tags: ["auth"],
      requestBody: { content: { "application/json": { schema: ZResetPasswordInput } } },
      responses: responses({ description: "Password set", schema: ZAuthResultOutput }, { 400: "Password too short, or the link is invalid or expired", 429: "Too many requests" }),
    },
    answer: async (caller, request) => ok(await caller.auth.resetPassword(restInput(ZResetPasswordInput, request.body))),
  },
  {
    method: "POST",
    path: "/auth/change_password",
    operation: {
      summary: "Changes the signed-in user's password",
      tags: ["auth"],
      requestBody: { content: { "application/json": { schema: ZChangePasswordInput } } },
      responses: responses({ description: "Password changed", schema: z.object({ success: z.boolean() }) }, { 400: "Password too short", 401: "Not signed in" }),
    },
    door: "signedIn",
    answer: async (caller, request) => ok(await caller.auth.changePassword(restInput(ZChangePasswordInput, request.body))),
  },
];
