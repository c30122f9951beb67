/**
 * The yardstick of `npm run bench:reads`: a bare Fastify route answering a JSON body it holds in
 * memory (the file named by BARE_BODY_FILE), in its own process like the real server.
 */
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const body = readFileSync(process.env.BARE_BODY_FILE ?? "", "utf8");
const app = Fastify();
app.get("/api/events/getEventsNotExpired", async (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
