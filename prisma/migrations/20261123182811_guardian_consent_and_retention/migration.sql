-- AlterTable
ALTER TABLE "Event" ADD COLUMN "sensitiveDataErasedAt" DATETIME;

-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN "guardianEmail" TEXT;
ALTER TABLE "Ticket" ADD COLUMN "guardianName" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN "deletedAt" DATETIME;

-- CreateTable
CREATE TABLE "GuardianConsent" (
    "ticketId" TEXT NOT NULL PRIMARY KEY,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "tokenHash" TEXT,
    "sentAt" DATETIME,
    "sendCount" INTEGER NOT NULL DEFAULT 0,
    "givenAt" DATETIME,
    "method" TEXT,
    "waiverHash" TEXT,
    "waiverLocale" TEXT,
    "recordedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GuardianConsent_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GuardianConsent_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "GuardianConsent_tokenHash_key" ON "GuardianConsent"("tokenHash");

-- CreateIndex
CREATE INDEX "GuardianConsent_status_sentAt_idx" ON "GuardianConsent"("status", "sentAt");
