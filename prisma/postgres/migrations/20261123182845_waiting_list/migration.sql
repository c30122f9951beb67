-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "offerHours" INTEGER NOT NULL DEFAULT 24;

-- AlterTable
ALTER TABLE "EventSeats" ADD COLUMN     "offered" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "WaitingListEntry" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "offeredAt" TIMESTAMP(3),
    "offerExpiresAt" TIMESTAMP(3),
    "offerTokenHash" TEXT,
    "orderId" INTEGER,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "WaitingListEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WaitingListEntry_offerTokenHash_key" ON "WaitingListEntry"("offerTokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "WaitingListEntry_orderId_key" ON "WaitingListEntry"("orderId");

-- CreateIndex
CREATE INDEX "WaitingListEntry_eventId_status_id_idx" ON "WaitingListEntry"("eventId", "status", "id");

-- CreateIndex
CREATE INDEX "WaitingListEntry_userId_status_idx" ON "WaitingListEntry"("userId", "status");

-- CreateIndex
CREATE INDEX "WaitingListEntry_status_offerExpiresAt_idx" ON "WaitingListEntry"("status", "offerExpiresAt");

-- AddForeignKey
ALTER TABLE "WaitingListEntry" ADD CONSTRAINT "WaitingListEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitingListEntry" ADD CONSTRAINT "WaitingListEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
