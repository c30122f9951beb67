-- CreateIndex
CREATE INDEX "Ticket_eventId_lastName_firstName_orderId_number_idx" ON "Ticket"("eventId", "lastName", "firstName", "orderId", "number");
