-- CreateIndex
CREATE INDEX "Order_eventId_status_expiresAt_quantity_idx" ON "Order"("eventId", "status", "expiresAt", "quantity");
