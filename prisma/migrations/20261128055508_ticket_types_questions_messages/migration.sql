-- CreateTable
CREATE TABLE "TicketType" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "eventId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT NOT NULL,
    "nameVi" TEXT NOT NULL DEFAULT '',
    "priceMinor" INTEGER NOT NULL,
    "quota" INTEGER,
    "saleStartsAt" DATETIME,
    "saleEndsAt" DATETIME,
    "deskSells" BOOLEAN NOT NULL DEFAULT true,
    "archivedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TicketType_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrderLine" (
    "orderId" INTEGER NOT NULL,
    "ticketTypeId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPriceMinor" INTEGER NOT NULL,

    PRIMARY KEY ("orderId", "ticketTypeId"),
    CONSTRAINT "OrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OrderLine_ticketTypeId_fkey" FOREIGN KEY ("ticketTypeId") REFERENCES "TicketType" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Question" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "eventId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "kind" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "labelVi" TEXT NOT NULL DEFAULT '',
    "optionsJson" TEXT NOT NULL DEFAULT '[]',
    "required" BOOLEAN NOT NULL DEFAULT false,
    "sensitive" BOOLEAN NOT NULL DEFAULT false,
    "ticketTypeIdsJson" TEXT NOT NULL DEFAULT '[]',
    "archivedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Question_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Answer" (
    "ticketId" TEXT NOT NULL,
    "questionId" INTEGER NOT NULL,
    "value" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("ticketId", "questionId"),
    CONSTRAINT "Answer_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Answer_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AttendeeMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "eventId" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "subjectVi" TEXT NOT NULL DEFAULT '',
    "bodyVi" TEXT NOT NULL DEFAULT '',
    "audienceJson" TEXT NOT NULL DEFAULT '{}',
    "recipientCount" INTEGER NOT NULL DEFAULT 0,
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "AttendeeMessage_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AttendeeMessageRecipient" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "messageId" INTEGER NOT NULL,
    "ticketId" TEXT,
    "email" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "outboxId" INTEGER,
    CONSTRAINT "AttendeeMessageRecipient_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "AttendeeMessage" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AttendeeMessageRecipient_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN "feeMinor" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN "ticketTypeId" INTEGER REFERENCES "TicketType" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "Ticket_ticketTypeId_idx" ON "Ticket"("ticketTypeId");

-- CreateIndex
CREATE INDEX "TicketType_eventId_position_idx" ON "TicketType"("eventId", "position");

-- CreateIndex
CREATE INDEX "OrderLine_ticketTypeId_idx" ON "OrderLine"("ticketTypeId");

-- CreateIndex
CREATE INDEX "Question_eventId_position_idx" ON "Question"("eventId", "position");

-- CreateIndex
CREATE INDEX "Answer_questionId_idx" ON "Answer"("questionId");

-- CreateIndex
CREATE INDEX "AttendeeMessage_eventId_createdAt_idx" ON "AttendeeMessage"("eventId", "createdAt");

-- CreateIndex
CREATE INDEX "AttendeeMessageRecipient_messageId_idx" ON "AttendeeMessageRecipient"("messageId");

-- Every existing event sells one default type at its price, and its orders and tickets are of that type.
INSERT INTO "TicketType" ("eventId", "position", "name", "nameVi", "priceMinor", "createdAt") SELECT "id", 0, 'Ticket', 'Vé', "priceMinor", "createdAt" FROM "Event";
UPDATE "Ticket" SET "ticketTypeId" = (SELECT t."id" FROM "TicketType" t WHERE t."eventId" = "Ticket"."eventId");
INSERT INTO "OrderLine" ("orderId", "ticketTypeId", "quantity", "unitPriceMinor") SELECT o."id", t."id", o."quantity", o."unitPriceMinor" FROM "Order" o JOIN "TicketType" t ON t."eventId" = o."eventId";
