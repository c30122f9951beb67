-- CreateIndex
CREATE INDEX "Ticket_eventId_arrivalDatetime_lastName_firstName_id_idx" ON "Ticket"("eventId", "arrivalDatetime", "lastName", "firstName", "id");

-- CreateIndex
CREATE INDEX "Ticket_eventId_departureDatetime_lastName_firstName_id_idx" ON "Ticket"("eventId", "departureDatetime", "lastName", "firstName", "id");
