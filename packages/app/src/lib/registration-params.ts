/** The registration's URL parameters' schemas, loaded on demand by the registration routes. */
export { ZEventIdInput, ZNumTickets } from "@vyc/validators";
