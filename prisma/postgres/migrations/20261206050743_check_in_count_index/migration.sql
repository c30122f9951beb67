-- DropIndex
DROP INDEX "Ticket_eventId_idx";

-- CreateIndex
CREATE INDEX "Ticket_eventId_status_checkedInAt_idx" ON "Ticket"("eventId", "status", "checkedInAt");
