-- CreateTable
CREATE TABLE "WaitingListEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "eventId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "offeredAt" DATETIME,
    "offerExpiresAt" DATETIME,
    "offerTokenHash" TEXT,
    "orderId" INTEGER,
    "endedAt" DATETIME,
    CONSTRAINT "WaitingListEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WaitingListEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Event" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "eventCategory" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "isOnline" BOOLEAN NOT NULL DEFAULT false,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "place" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "features" TEXT NOT NULL DEFAULT '[]',
    "dateStart" DATETIME NOT NULL,
    "dateEnd" DATETIME NOT NULL,
    "year" INTEGER NOT NULL,
    "priceMinor" INTEGER NOT NULL DEFAULT 0,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "capacity" INTEGER NOT NULL,
    "registrationDeadline" DATETIME,
    "isRegistrable" BOOLEAN NOT NULL DEFAULT true,
    "isPublished" BOOLEAN NOT NULL DEFAULT true,
    "checklist" TEXT NOT NULL DEFAULT '[]',
    "images" TEXT NOT NULL DEFAULT '[]',
    "label" TEXT NOT NULL DEFAULT '',
    "expiredRefundDate" DATETIME,
    "timeZone" TEXT NOT NULL DEFAULT 'UTC',
    "nameVi" TEXT NOT NULL DEFAULT '',
    "descriptionVi" TEXT NOT NULL DEFAULT '',
    "featuresVi" TEXT NOT NULL DEFAULT '[]',
    "checklistVi" TEXT NOT NULL DEFAULT '[]',
    "offerHours" INTEGER NOT NULL DEFAULT 24,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "cancelledAt" DATETIME,
    "sensitiveDataErasedAt" DATETIME
);
INSERT INTO "new_Event" ("cancelledAt", "capacity", "checklist", "checklistVi", "createdAt", "currency", "dateEnd", "dateStart", "description", "descriptionVi", "eventCategory", "expiredRefundDate", "features", "featuresVi", "id", "images", "isOnline", "isPublic", "isPublished", "isRegistrable", "label", "location", "name", "nameVi", "place", "priceMinor", "registrationDeadline", "sensitiveDataErasedAt", "slug", "timeZone", "updatedAt", "year") SELECT "cancelledAt", "capacity", "checklist", "checklistVi", "createdAt", "currency", "dateEnd", "dateStart", "description", "descriptionVi", "eventCategory", "expiredRefundDate", "features", "featuresVi", "id", "images", "isOnline", "isPublic", "isPublished", "isRegistrable", "label", "location", "name", "nameVi", "place", "priceMinor", "registrationDeadline", "sensitiveDataErasedAt", "slug", "timeZone", "updatedAt", "year" FROM "Event";
DROP TABLE "Event";
ALTER TABLE "new_Event" RENAME TO "Event";
CREATE UNIQUE INDEX "Event_slug_key" ON "Event"("slug");
CREATE INDEX "Event_dateEnd_idx" ON "Event"("dateEnd");
CREATE TABLE "new_EventSeats" (
    "eventId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "paid" INTEGER NOT NULL DEFAULT 0,
    "held" INTEGER NOT NULL DEFAULT 0,
    "offered" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "EventSeats_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_EventSeats" ("eventId", "held", "paid") SELECT "eventId", "held", "paid" FROM "EventSeats";
DROP TABLE "EventSeats";
ALTER TABLE "new_EventSeats" RENAME TO "EventSeats";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

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
