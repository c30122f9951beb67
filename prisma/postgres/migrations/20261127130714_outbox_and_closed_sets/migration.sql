-- CreateTable
CREATE TABLE "OrderStatus" (
    "name" TEXT NOT NULL,

    CONSTRAINT "OrderStatus_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "claimedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
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

-- AlterTable
ALTER TABLE "Refund" DROP COLUMN "mailedAt",
ADD COLUMN     "pendingOrderId" INTEGER;

-- CreateIndex
CREATE INDEX "OutboxMessage_status_nextAttemptAt_idx" ON "OutboxMessage"("status", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_pendingOrderId_key" ON "Refund"("pendingOrderId");

-- The refund still waiting for the provider names its order.
UPDATE "Refund" SET "pendingOrderId" = "orderId" WHERE "status" = 'pending';

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_status_fkey" FOREIGN KEY ("status") REFERENCES "OrderStatus"("name") ON DELETE RESTRICT ON UPDATE CASCADE;
