-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN     "deskName" TEXT,
ADD COLUMN     "listDay" TEXT,
ADD COLUMN     "listEventId" INTEGER;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "checkInClosesAt" TIMESTAMP(3),
ADD COLUMN     "checkInOpensAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN     "guardianPhone" TEXT,
ADD COLUMN     "shortCode" TEXT;
-- Tickets sold before short codes get 8 hex digits, a subset of Crockford base32.
UPDATE "Ticket" SET "shortCode" = upper(substr(md5(random()::text || "id"), 1, 8));
ALTER TABLE "Ticket" ALTER COLUMN "shortCode" SET NOT NULL;

-- CreateTable
CREATE TABLE "TicketSearchWord" (
    "word" TEXT COLLATE "C" NOT NULL,
    "ticketId" TEXT NOT NULL,

    CONSTRAINT "TicketSearchWord_pkey" PRIMARY KEY ("word","ticketId")
);

-- CreateIndex
CREATE INDEX "TicketSearchWord_ticketId_idx" ON "TicketSearchWord"("ticketId");

-- CreateIndex
CREATE UNIQUE INDEX "Ticket_eventId_shortCode_key" ON "Ticket"("eventId", "shortCode");

-- AddForeignKey
ALTER TABLE "TicketSearchWord" ADD CONSTRAINT "TicketSearchWord_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE CASCADE ON UPDATE CASCADE;
