-- CreateTable
CREATE TABLE "EventRevenue" (
    "eventId" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "totalMinor" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("eventId", "currency"),
    CONSTRAINT "EventRevenue_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventTicketDay" (
    "eventId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "tickets" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("eventId", "day"),
    CONSTRAINT "EventTicketDay_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TicketTypeSold" (
    "ticketTypeId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sold" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "TicketTypeSold_ticketTypeId_fkey" FOREIGN KEY ("ticketTypeId") REFERENCES "TicketType" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventCheckInFigures" (
    "eventId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "checkedIn" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "EventCheckInFigures_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DeskCheckIns" (
    "eventId" INTEGER NOT NULL,
    "deviceId" TEXT NOT NULL,
    "deskName" TEXT,
    "accepted" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("eventId", "deviceId"),
    CONSTRAINT "DeskCheckIns_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CheckIn" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ticketId" TEXT NOT NULL,
    "eventId" INTEGER NOT NULL,
    "staffId" TEXT,
    "deviceId" TEXT NOT NULL,
    "scannedAt" DATETIME NOT NULL,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "source" TEXT NOT NULL DEFAULT 'online',
    "result" TEXT NOT NULL,
    "clientScanId" TEXT NOT NULL,
    "listEventId" INTEGER,
    "listDay" TEXT,
    "deskName" TEXT,
    "acceptedKey" TEXT,
    CONSTRAINT "CheckIn_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CheckIn_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "CheckIn_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
-- A check-in's event is its ticket's
INSERT INTO "new_CheckIn" ("acceptedKey", "clientScanId", "deskName", "deviceId", "id", "listDay", "listEventId", "receivedAt", "result", "scannedAt", "source", "staffId", "ticketId", "eventId") SELECT "acceptedKey", "clientScanId", "deskName", "deviceId", "id", "listDay", "listEventId", "receivedAt", "result", "scannedAt", "source", "staffId", "ticketId", (SELECT "Ticket"."eventId" FROM "Ticket" WHERE "Ticket"."id" = "CheckIn"."ticketId") FROM "CheckIn";
DROP TABLE "CheckIn";
ALTER TABLE "new_CheckIn" RENAME TO "CheckIn";
CREATE UNIQUE INDEX "CheckIn_clientScanId_key" ON "CheckIn"("clientScanId");
CREATE UNIQUE INDEX "CheckIn_acceptedKey_key" ON "CheckIn"("acceptedKey");
CREATE INDEX "CheckIn_ticketId_idx" ON "CheckIn"("ticketId");
CREATE INDEX "CheckIn_eventId_scannedAt_id_idx" ON "CheckIn"("eventId", "scannedAt", "id");
CREATE TABLE "new_EventSeats" (
    "eventId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "paid" INTEGER NOT NULL DEFAULT 0,
    "held" INTEGER NOT NULL DEFAULT 0,
    "offered" INTEGER NOT NULL DEFAULT 0,
    "discountUses" INTEGER NOT NULL DEFAULT 0,
    "validTickets" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "EventSeats_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_EventSeats" ("eventId", "held", "offered", "paid") SELECT "eventId", "held", "offered", "paid" FROM "EventSeats";
DROP TABLE "EventSeats";
ALTER TABLE "new_EventSeats" RENAME TO "EventSeats";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Backfill the figures from the orders, tickets and check-ins written before them (the same
-- aggregates the dashboard and the live check-in computed on every read until now)
INSERT INTO "EventRevenue" ("eventId", "currency", "totalMinor")
SELECT "eventId", "currency", SUM("totalMinor" - "refundedMinor") FROM "Order" WHERE "status" IN ('paid', 'refunded') GROUP BY "eventId", "currency";

INSERT INTO "EventTicketDay" ("eventId", "day", "tickets")
SELECT "eventId", substr("createdAt", 1, 10), COUNT(*) FROM "Ticket" GROUP BY "eventId", substr("createdAt", 1, 10);

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
