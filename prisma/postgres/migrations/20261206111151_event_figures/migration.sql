-- AlterTable: a check-in's event is its ticket's
ALTER TABLE "CheckIn" ADD COLUMN     "eventId" INTEGER;
UPDATE "CheckIn" c SET "eventId" = t."eventId" FROM "Ticket" t WHERE t."id" = c."ticketId";
ALTER TABLE "CheckIn" ALTER COLUMN "eventId" SET NOT NULL;

-- AlterTable
ALTER TABLE "EventSeats" ADD COLUMN     "discountUses" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "validTickets" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "EventRevenue" (
    "eventId" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "totalMinor" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EventRevenue_pkey" PRIMARY KEY ("eventId","currency")
);

-- CreateTable
CREATE TABLE "EventTicketDay" (
    "eventId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "tickets" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EventTicketDay_pkey" PRIMARY KEY ("eventId","day")
);

-- CreateTable
CREATE TABLE "TicketTypeSold" (
    "ticketTypeId" INTEGER NOT NULL,
    "sold" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "TicketTypeSold_pkey" PRIMARY KEY ("ticketTypeId")
);

-- CreateTable
CREATE TABLE "EventCheckInFigures" (
    "eventId" INTEGER NOT NULL,
    "checkedIn" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "EventCheckInFigures_pkey" PRIMARY KEY ("eventId")
);

-- CreateTable
CREATE TABLE "DeskCheckIns" (
    "eventId" INTEGER NOT NULL,
    "deviceId" TEXT NOT NULL,
    "deskName" TEXT,
    "accepted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DeskCheckIns_pkey" PRIMARY KEY ("eventId","deviceId")
);

-- CreateIndex
CREATE INDEX "CheckIn_eventId_scannedAt_id_idx" ON "CheckIn"("eventId", "scannedAt", "id");

-- AddForeignKey
ALTER TABLE "EventRevenue" ADD CONSTRAINT "EventRevenue_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventTicketDay" ADD CONSTRAINT "EventTicketDay_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketTypeSold" ADD CONSTRAINT "TicketTypeSold_ticketTypeId_fkey" FOREIGN KEY ("ticketTypeId") REFERENCES "TicketType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventCheckInFigures" ADD CONSTRAINT "EventCheckInFigures_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeskCheckIns" ADD CONSTRAINT "DeskCheckIns_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Backfill the figures from the orders, tickets and check-ins written before them (the same
-- aggregates the dashboard and the live check-in computed on every read until now)
INSERT INTO "EventRevenue" ("eventId", "currency", "totalMinor")
SELECT "eventId", "currency", SUM("totalMinor" - "refundedMinor") FROM "Order" WHERE "status" IN ('paid', 'refunded') GROUP BY "eventId", "currency";

INSERT INTO "EventTicketDay" ("eventId", "day", "tickets")
SELECT "eventId", to_char("createdAt", 'YYYY-MM-DD'), COUNT(*) FROM "Ticket" GROUP BY "eventId", to_char("createdAt", 'YYYY-MM-DD');

INSERT INTO "TicketTypeSold" ("ticketTypeId", "sold")
SELECT t."ticketTypeId", COUNT(*) FROM "Ticket" t JOIN "Order" o ON o."id" = t."orderId"
WHERE t."status" = 'valid' AND o."status" = 'paid' AND t."ticketTypeId" IS NOT NULL GROUP BY t."ticketTypeId";

INSERT INTO "EventCheckInFigures" ("eventId", "checkedIn")
SELECT "eventId", COUNT(*) FROM "Ticket" WHERE "status" = 'valid' AND "checkedInAt" IS NOT NULL GROUP BY "eventId";

INSERT INTO "DeskCheckIns" ("eventId", "deviceId", "deskName", "accepted")
SELECT "eventId", "deviceId", MAX("deskName"), COUNT(*) FROM "CheckIn" WHERE "result" = 'accepted' GROUP BY "eventId", "deviceId";

INSERT INTO "EventSeats" ("eventId", "discountUses", "validTickets")
SELECT e."id",
  (SELECT COUNT(*) FROM "Order" o WHERE o."eventId" = e."id" AND o."status" = 'paid' AND o."discountId" IS NOT NULL),
  (SELECT COUNT(*) FROM "Ticket" t WHERE t."eventId" = e."id" AND t."status" = 'valid')
FROM "Event" e WHERE true
ON CONFLICT ("eventId") DO UPDATE SET "discountUses" = excluded."discountUses", "validTickets" = excluded."validTickets";
