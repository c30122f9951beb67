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
    "paidSeats" INTEGER NOT NULL DEFAULT 0,
    "registrationDeadline" DATETIME,
    "isRegistrable" BOOLEAN NOT NULL DEFAULT true,
    "isPublished" BOOLEAN NOT NULL DEFAULT true,
    "checklist" TEXT NOT NULL DEFAULT '[]',
    "images" TEXT NOT NULL DEFAULT '[]',
    "label" TEXT NOT NULL DEFAULT '',
    "expiredRefundDate" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Event" ("capacity", "checklist", "createdAt", "currency", "dateEnd", "dateStart", "description", "eventCategory", "expiredRefundDate", "features", "id", "images", "isOnline", "isPublic", "isPublished", "isRegistrable", "label", "location", "name", "place", "priceMinor", "registrationDeadline", "slug", "updatedAt", "year") SELECT "capacity", "checklist", "createdAt", "currency", "dateEnd", "dateStart", "description", "eventCategory", "expiredRefundDate", "features", "id", "images", "isOnline", "isPublic", "isPublished", "isRegistrable", "label", "location", "name", "place", "priceMinor", "registrationDeadline", "slug", "updatedAt", "year" FROM "Event";
DROP TABLE "Event";
ALTER TABLE "new_Event" RENAME TO "Event";
CREATE UNIQUE INDEX "Event_slug_key" ON "Event"("slug");
CREATE INDEX "Event_dateEnd_idx" ON "Event"("dateEnd");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Paid seats per event, kept by triggers so every writer (checkout, free registration, desk sale,
-- back office) keeps it exact, and recounted for a new event whatever it was created with. A later
-- migration that redefines "Order" or "Event" must create these triggers again.
UPDATE "Event" SET "paidSeats" = (SELECT COALESCE(SUM("quantity"), 0) FROM "Order" WHERE "Order"."eventId" = "Event"."id" AND "Order"."status" = 'paid');

CREATE TRIGGER "Order_paidSeats_insert" AFTER INSERT ON "Order" WHEN NEW."status" = 'paid'
BEGIN
    UPDATE "Event" SET "paidSeats" = "paidSeats" + NEW."quantity" WHERE "id" = NEW."eventId";
END;

CREATE TRIGGER "Order_paidSeats_update" AFTER UPDATE OF "status", "quantity", "eventId" ON "Order" WHEN OLD."status" = 'paid' OR NEW."status" = 'paid'
BEGIN
    UPDATE "Event" SET "paidSeats" = "paidSeats" - OLD."quantity" WHERE "id" = OLD."eventId" AND OLD."status" = 'paid';
    UPDATE "Event" SET "paidSeats" = "paidSeats" + NEW."quantity" WHERE "id" = NEW."eventId" AND NEW."status" = 'paid';
END;

CREATE TRIGGER "Order_paidSeats_delete" AFTER DELETE ON "Order" WHEN OLD."status" = 'paid'
BEGIN
    UPDATE "Event" SET "paidSeats" = "paidSeats" - OLD."quantity" WHERE "id" = OLD."eventId";
END;

CREATE TRIGGER "Event_paidSeats_new" AFTER INSERT ON "Event"
BEGIN
    UPDATE "Event" SET "paidSeats" = (SELECT COALESCE(SUM("quantity"), 0) FROM "Order" WHERE "eventId" = NEW."id" AND "status" = 'paid') WHERE "id" = NEW."id";
END;
