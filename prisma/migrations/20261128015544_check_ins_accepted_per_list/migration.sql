-- An accepted check-in is held once per list: the event's (the ticket's id, as before) or one of its days.
DROP INDEX "CheckIn_acceptedTicketId_key";
ALTER TABLE "CheckIn" RENAME COLUMN "acceptedTicketId" TO "acceptedKey";
CREATE UNIQUE INDEX "CheckIn_acceptedKey_key" ON "CheckIn"("acceptedKey");
