-- AlterTable
ALTER TABLE "Event" ADD COLUMN "cancelledAt" DATETIME;

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderId" INTEGER NOT NULL,
    "requestId" TEXT NOT NULL,
    "amountMinor" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "ticketIdsJson" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "providerRefundId" TEXT,
    "failure" TEXT,
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL,
    "completedAt" DATETIME,
    CONSTRAINT "Refund_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RefundRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "createdAt" DATETIME NOT NULL,
    "decidedAt" DATETIME,
    "decidedById" TEXT,
    CONSTRAINT "RefundRequest_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventCancellation" (
    "eventId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "ordersTotal" INTEGER NOT NULL,
    "lastError" TEXT,
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL,
    "finishedAt" DATETIME,
    CONSTRAINT "EventCancellation_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Invoice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "number" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'invoice',
    "replacesId" TEXT,
    "issuedAt" DATETIME NOT NULL,
    "sellerJson" TEXT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerEmail" TEXT NOT NULL DEFAULT '',
    "buyerAddress" TEXT NOT NULL DEFAULT '',
    "buyerOrganisation" TEXT NOT NULL DEFAULT '',
    "amountMinor" INTEGER,
    "creditsId" TEXT,
    "refundId" TEXT,
    CONSTRAINT "Invoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Invoice_replacesId_fkey" FOREIGN KEY ("replacesId") REFERENCES "Invoice" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Invoice_creditsId_fkey" FOREIGN KEY ("creditsId") REFERENCES "Invoice" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Invoice_refundId_fkey" FOREIGN KEY ("refundId") REFERENCES "Refund" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Invoice" ("buyerAddress", "buyerEmail", "buyerName", "buyerOrganisation", "id", "issuedAt", "kind", "number", "orderId", "replacesId", "sellerJson", "sequence", "year") SELECT "buyerAddress", "buyerEmail", "buyerName", "buyerOrganisation", "id", "issuedAt", "kind", "number", "orderId", "replacesId", "sellerJson", "sequence", "year" FROM "Invoice";
DROP TABLE "Invoice";
ALTER TABLE "new_Invoice" RENAME TO "Invoice";
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");
CREATE UNIQUE INDEX "Invoice_replacesId_key" ON "Invoice"("replacesId");
CREATE UNIQUE INDEX "Invoice_refundId_key" ON "Invoice"("refundId");
CREATE INDEX "Invoice_orderId_idx" ON "Invoice"("orderId");
CREATE UNIQUE INDEX "Invoice_year_sequence_key" ON "Invoice"("year", "sequence");
CREATE TABLE "new_Order" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" TEXT,
    "eventId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "quantity" INTEGER NOT NULL,
    "unitPriceMinor" INTEGER NOT NULL,
    "subtotalMinor" INTEGER NOT NULL,
    "discountPercent" INTEGER NOT NULL DEFAULT 0,
    "discountId" TEXT,
    "totalMinor" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "logisticCase" TEXT,
    "attendeesJson" TEXT NOT NULL DEFAULT '[]',
    "provider" TEXT,
    "providerOrderId" TEXT,
    "captureId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME,
    "paidAt" DATETIME,
    "billingName" TEXT,
    "billingAddress" TEXT,
    "billingOrganisation" TEXT,
    "refundedMinor" INTEGER NOT NULL DEFAULT 0,
    "refundedSeats" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Order_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Order" ("attendeesJson", "billingAddress", "billingName", "billingOrganisation", "captureId", "createdAt", "currency", "discountId", "discountPercent", "eventId", "expiresAt", "id", "logisticCase", "paidAt", "provider", "providerOrderId", "quantity", "status", "subtotalMinor", "totalMinor", "unitPriceMinor", "userId") SELECT "attendeesJson", "billingAddress", "billingName", "billingOrganisation", "captureId", "createdAt", "currency", "discountId", "discountPercent", "eventId", "expiresAt", "id", "logisticCase", "paidAt", "provider", "providerOrderId", "quantity", "status", "subtotalMinor", "totalMinor", "unitPriceMinor", "userId" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_providerOrderId_key" ON "Order"("providerOrderId");
CREATE UNIQUE INDEX "Order_captureId_key" ON "Order"("captureId");
CREATE INDEX "Order_userId_idx" ON "Order"("userId");
CREATE INDEX "Order_eventId_status_expiresAt_quantity_idx" ON "Order"("eventId", "status", "expiresAt", "quantity");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Refund_requestId_key" ON "Refund"("requestId");

-- CreateIndex
CREATE INDEX "Refund_orderId_idx" ON "Refund"("orderId");

-- CreateIndex
CREATE INDEX "Refund_status_idx" ON "Refund"("status");

-- CreateIndex
CREATE INDEX "RefundRequest_orderId_idx" ON "RefundRequest"("orderId");

-- CreateIndex
CREATE INDEX "RefundRequest_status_idx" ON "RefundRequest"("status");
