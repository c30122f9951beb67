import { eventsNotExpired, publicEvents } from "@vyc/domain/events";
import { ZEventIdInput, ZRestEventAnswer, ZRestEventsAnswer } from "@vyc/validators";
import { replyFromSnapshot } from "./public-reads";
import { ok, responses, type RestCall } from "./rest-call";

/**
 * The event list and one event, each wrapped in the member the specification's client reads, with
 * exactly the specification's fields (the Vietnamese content is for the web app and the kiosk).
 */
export const eventCalls: RestCall[] = [
  {
    method: "GET",
    path: "/events/getEventsNotExpired",
    operation: {
      summary: "The published events that are not over, soonest first",
      tags: ["events"],
      responses: responses({ description: "The events", schema: ZRestEventsAnswer }, {}),
    },
    answer: async (caller) => ok(ZRestEventsAnswer.parse({ events: await caller.events.getEventsNotExpired() })),
    fromMemory: (services, request, reply) =>
      replyFromSnapshot(services, request, reply, "list", (snapshot, now) => ZRestEventsAnswer.parse({ events: eventsNotExpired(snapshot, now) })),
  },
  {
    method: "GET",
    path: "/events/{id}/getData",
    operation: {
      summary: "One published event",
      tags: ["events"],
      requestParams: { path: ZEventIdInput },
      responses: responses({ description: "The event", schema: ZRestEventAnswer }, { 400: "Malformed id", 404: "No published event with this id" }),
    },
    answer: async (caller, request) => ok(ZRestEventAnswer.parse({ event: await caller.events.getData(request.params as { id: string }) })),
    // A well-formed id of a published event; anything else is answered (and refused) the usual way.
    fromMemory: async (services, request, reply) => {
      const input = ZEventIdInput.safeParse(request.params);
      if (!input.success) return false;
      const { byId } = await publicEvents(services.db).snapshot(services.clock.now());
      const event = byId.get(input.data.id);
      if (!event) return false;
      return replyFromSnapshot(services, request, reply, `event:${event.id}`, ({ byId: latest }) => ZRestEventAnswer.parse({ event: latest.get(event.id) ?? event }));
    },
  },
];
