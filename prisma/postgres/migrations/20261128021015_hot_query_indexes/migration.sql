-- CreateIndex
CREATE INDEX "Order_discountId_status_expiresAt_idx" ON "Order"("discountId", "status", "expiresAt");

-- CreateIndex
CREATE INDEX "Order_status_expiresAt_idx" ON "Order"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "Ticket_checkedInAt_idx" ON "Ticket"("checkedInAt");
