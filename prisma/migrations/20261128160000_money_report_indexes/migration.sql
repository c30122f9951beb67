-- CreateIndex
CREATE INDEX "Order_currency_paidAt_idx" ON "Order"("currency", "paidAt");

-- CreateIndex
CREATE INDEX "Invoice_issuedAt_idx" ON "Invoice"("issuedAt");

-- CreateIndex
CREATE INDEX "Refund_currency_createdAt_idx" ON "Refund"("currency", "createdAt");
