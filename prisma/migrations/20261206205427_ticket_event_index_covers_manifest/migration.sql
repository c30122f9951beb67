-- DropIndex
DROP INDEX "Ticket_eventId_status_checkedInAt_idx";

-- CreateIndex
CREATE INDEX "Ticket_eventId_status_checkedInAt_orderId_arrivalDatetime_arrivalTransportType_departureDatetime_departureTransportType_idx" ON "Ticket"("eventId", "status", "checkedInAt", "orderId", "arrivalDatetime", "arrivalTransportType", "departureDatetime", "departureTransportType");

-- DropIndex: the manifest outline's own index, now covered by the one above
DROP INDEX "Ticket_eventId_status_orderId_arrivalDatetime_arrivalTransportType_departureDatetime_departureTransportType_idx";
