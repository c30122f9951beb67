-- CreateTable
CREATE TABLE "OrderStatus" (
    "name" TEXT NOT NULL PRIMARY KEY
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL,
    "claimedUntil" DATETIME,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL,
    "sentAt" DATETIME
);

-- An order's status is one of these names.
INSERT INTO "OrderStatus" ("name") VALUES ('pending'), ('paid'), ('expired'), ('cancelled'), ('refunded'), ('unissued');

-- Completed refunds whose e-mails never went out are mailed by the outbox worker.
INSERT INTO "OutboxMessage" ("kind", "payload", "nextAttemptAt", "createdAt")
SELECT 'refund.mail',
       '{"refundId":"' || r."id" || '","cancellation":' || CASE WHEN EXISTS (SELECT 1 FROM "EventCancellation" c JOIN "Order" o ON o."eventId" = c."eventId" WHERE o."id" = r."orderId") THEN 'true' ELSE 'false' END || '}',
       r."completedAt", r."completedAt"
FROM "Refund" r WHERE r."status" = 'completed' AND r."mailedAt" IS NULL AND r."completedAt" IS NOT NULL;

-- Of several refunds of one order still waiting for the provider, only the oldest goes on.
UPDATE "Refund" SET "status" = 'failed', "failure" = 'Another refund of this order was already waiting for the payment provider.'
WHERE "status" = 'pending' AND EXISTS (
  SELECT 1 FROM "Refund" o WHERE o."orderId" = "Refund"."orderId" AND o."status" = 'pending'
    AND (o."createdAt" < "Refund"."createdAt" OR (o."createdAt" = "Refund"."createdAt" AND o."id" < "Refund"."id")));

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    CONSTRAINT "Order_status_fkey" FOREIGN KEY ("status") REFERENCES "OrderStatus" ("name") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Order_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Order" ("attendeesJson", "billingAddress", "billingName", "billingOrganisation", "captureId", "createdAt", "currency", "discountId", "discountPercent", "eventId", "expiresAt", "id", "logisticCase", "paidAt", "provider", "providerOrderId", "quantity", "refundedMinor", "refundedSeats", "status", "subtotalMinor", "totalMinor", "unitPriceMinor", "userId") SELECT "attendeesJson", "billingAddress", "billingName", "billingOrganisation", "captureId", "createdAt", "currency", "discountId", "discountPercent", "eventId", "expiresAt", "id", "logisticCase", "paidAt", "provider", "providerOrderId", "quantity", "refundedMinor", "refundedSeats", "status", "subtotalMinor", "totalMinor", "unitPriceMinor", "userId" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_providerOrderId_key" ON "Order"("providerOrderId");
CREATE UNIQUE INDEX "Order_captureId_key" ON "Order"("captureId");
CREATE INDEX "Order_userId_idx" ON "Order"("userId");
CREATE INDEX "Order_eventId_status_expiresAt_quantity_idx" ON "Order"("eventId", "status", "expiresAt", "quantity");
CREATE TABLE "new_Refund" (
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
    "pendingOrderId" INTEGER,
    CONSTRAINT "Refund_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Refund" ("amountMinor", "completedAt", "createdAt", "createdById", "currency", "failure", "id", "method", "orderId", "providerRefundId", "reason", "requestId", "status", "ticketIdsJson") SELECT "amountMinor", "completedAt", "createdAt", "createdById", "currency", "failure", "id", "method", "orderId", "providerRefundId", "reason", "requestId", "status", "ticketIdsJson" FROM "Refund";
DROP TABLE "Refund";
ALTER TABLE "new_Refund" RENAME TO "Refund";
CREATE UNIQUE INDEX "Refund_requestId_key" ON "Refund"("requestId");
CREATE UNIQUE INDEX "Refund_pendingOrderId_key" ON "Refund"("pendingOrderId");
CREATE INDEX "Refund_orderId_idx" ON "Refund"("orderId");
CREATE INDEX "Refund_status_idx" ON "Refund"("status");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "OutboxMessage_status_nextAttemptAt_idx" ON "OutboxMessage"("status", "nextAttemptAt");

-- The refund still waiting for the provider names its order.
UPDATE "Refund" SET "pendingOrderId" = "orderId" WHERE "status" = 'pending';
