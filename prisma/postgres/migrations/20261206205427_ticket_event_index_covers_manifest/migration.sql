-- DropIndex
DROP INDEX "Ticket_eventId_status_checkedInAt_idx";

-- CreateIndex
CREATE INDEX "Ticket_eventId_status_checkedInAt_orderId_arrivalDatetime_a_idx" ON "Ticket"("eventId", "status", "checkedInAt", "orderId", "arrivalDatetime", "arrivalTransportType", "departureDatetime", "departureTransportType");
