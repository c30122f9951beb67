import type { Services } from "@vyc/api";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ZRestPublicRegistrationBody } from "@vyc/validators";
import { refusal, registerRestCalls, restInput, type RestCall } from "./rest-call";

describe("a REST call answered from memory", () => {
  it("answers once, without asking the procedures", async () => {
    let askedProcedures = 0;
    const call: RestCall = {
      method: "GET",
      path: "/remembered",
      operation: { responses: {} },
      answer: async () => {
        askedProcedures += 1;
        return { status: 500, body: {} };
      },
      fromMemory: async (_services, _request, reply) => {
        void reply.code(200).send({ from: "memory" });
        return true;
      },
    };
    const app = Fastify();
    const errors: unknown[] = [];
    app.addHook("onError", async (_request, _reply, error) => void errors.push(error));
    registerRestCalls(app, {} as Services, [call]);
    const res = await app.inject({ method: "GET", url: "/api/remembered" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ from: "memory" });
    expect(askedProcedures).toBe(0);
    expect(errors).toEqual([]);
    await app.close();
  });
});

describe("a REST payload read at the edge", () => {
  it("is refused as a procedure refuses malformed input: 400, the first issue's message, the issues at the specification's paths", () => {
    let caught: unknown;
    try {
      restInput(ZRestPublicRegistrationBody, { eventId: 1, numTickets: 2, participants: {} });
    } catch (error) {
      caught = error;
    }
    expect(refusal(caught)).toEqual({
      status: 400,
      body: { message: "One participant per ticket is required.", code: "BAD_REQUEST", issues: [{ path: ["participants"], message: "One participant per ticket is required." }] },
    });
  });
});
