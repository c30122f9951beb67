-- AlterTable
ALTER TABLE "CheckIn" ADD COLUMN "deskName" TEXT;
ALTER TABLE "CheckIn" ADD COLUMN "listDay" TEXT;
ALTER TABLE "CheckIn" ADD COLUMN "listEventId" INTEGER;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN "checkInClosesAt" DATETIME;
ALTER TABLE "Event" ADD COLUMN "checkInOpensAt" DATETIME;

-- CreateTable
CREATE TABLE "TicketSearchWord" (
    "word" TEXT NOT NULL,
    "ticketId" TEXT NOT NULL,

    PRIMARY KEY ("word", "ticketId"),
    CONSTRAINT "TicketSearchWord_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables (tickets sold before short codes get 8 hex digits, a subset of Crockford base32)
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Ticket" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderId" INTEGER NOT NULL,
    "eventId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "gender" TEXT NOT NULL,
    "age" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "healthcare" TEXT,
    "expectation" TEXT NOT NULL,
    "guardianName" TEXT,
    "guardianEmail" TEXT,
    "guardianPhone" TEXT,
    "arrivalTransportType" TEXT,
    "arrivalDatetime" DATETIME,
    "arrivalAirline" TEXT,
    "arrivalFlightNumber" TEXT,
    "departureTransportType" TEXT,
    "departureDatetime" DATETIME,
    "departureAirline" TEXT,
    "departureFlightNumber" TEXT,
    "logisticsComments" TEXT,
    "secret" TEXT NOT NULL,
    "shortCode" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'valid',
    "checkedInAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Ticket_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Ticket_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Ticket" ("age", "arrivalAirline", "arrivalDatetime", "arrivalFlightNumber", "arrivalTransportType", "checkedInAt", "country", "createdAt", "departureAirline", "departureDatetime", "departureFlightNumber", "departureTransportType", "email", "eventId", "expectation", "firstName", "gender", "guardianEmail", "guardianName", "healthcare", "id", "lastName", "logisticsComments", "number", "orderId", "phone", "secret", "shortCode", "status") SELECT "age", "arrivalAirline", "arrivalDatetime", "arrivalFlightNumber", "arrivalTransportType", "checkedInAt", "country", "createdAt", "departureAirline", "departureDatetime", "departureFlightNumber", "departureTransportType", "email", "eventId", "expectation", "firstName", "gender", "guardianEmail", "guardianName", "healthcare", "id", "lastName", "logisticsComments", "number", "orderId", "phone", "secret", upper(hex(randomblob(4))), "status" FROM "Ticket";
DROP TABLE "Ticket";
ALTER TABLE "new_Ticket" RENAME TO "Ticket";
CREATE UNIQUE INDEX "Ticket_secret_key" ON "Ticket"("secret");
CREATE INDEX "Ticket_eventId_idx" ON "Ticket"("eventId");
CREATE INDEX "Ticket_lastName_firstName_idx" ON "Ticket"("lastName", "firstName");
CREATE INDEX "Ticket_email_idx" ON "Ticket"("email");
CREATE UNIQUE INDEX "Ticket_orderId_number_key" ON "Ticket"("orderId", "number");
CREATE UNIQUE INDEX "Ticket_eventId_shortCode_key" ON "Ticket"("eventId", "shortCode");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "TicketSearchWord_ticketId_idx" ON "TicketSearchWord"("ticketId");
