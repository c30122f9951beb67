-- CreateIndex
CREATE INDEX "Ticket_eventId_status_orderId_arrivalDatetime_arrivalTransp_idx" ON "Ticket"("eventId", "status", "orderId", "arrivalDatetime", "arrivalTransportType", "departureDatetime", "departureTransportType");
