-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN     "acceptedTicketId" TEXT;

-- A ticket keeps its first accepted check-in: any later one was a duplicate.
UPDATE "CheckIn" SET "result" = 'duplicate'
WHERE "result" = 'accepted' AND EXISTS (
  SELECT 1 FROM "CheckIn" c WHERE c."ticketId" = "CheckIn"."ticketId" AND c."result" = 'accepted'
    AND (c."scannedAt" < "CheckIn"."scannedAt" OR (c."scannedAt" = "CheckIn"."scannedAt" AND c."id" < "CheckIn"."id")));
UPDATE "CheckIn" SET "acceptedTicketId" = "ticketId" WHERE "result" = 'accepted';

-- CreateIndex
CREATE UNIQUE INDEX "CheckIn_acceptedTicketId_key" ON "CheckIn"("acceptedTicketId");
