-- CreateIndex
CREATE INDEX "Ticket_eventId_status_orderId_arrivalDatetime_arrivalTransportType_departureDatetime_departureTransportType_idx" ON "Ticket"("eventId", "status", "orderId", "arrivalDatetime", "arrivalTransportType", "departureDatetime", "departureTransportType");
