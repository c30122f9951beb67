-- AlterTable
ALTER TABLE "Order" ADD COLUMN "billingAddress" TEXT;
ALTER TABLE "Order" ADD COLUMN "billingName" TEXT;
ALTER TABLE "Order" ADD COLUMN "billingOrganisation" TEXT;

-- CreateTable
CREATE TABLE "OrganiserSettings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "name" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "registrationId" TEXT NOT NULL DEFAULT '',
    "vatId" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "seatsLeftThreshold" INTEGER NOT NULL DEFAULT 10,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "InvoiceCounter" (
    "year" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "last" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "number" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'invoice',
    "replacesId" TEXT,
    "issuedAt" DATETIME NOT NULL,
    "sellerJson" TEXT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerEmail" TEXT NOT NULL DEFAULT '',
    "buyerAddress" TEXT NOT NULL DEFAULT '',
    "buyerOrganisation" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "Invoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Invoice_replacesId_fkey" FOREIGN KEY ("replacesId") REFERENCES "Invoice" ("id") ON DELETE SET NULL ON UPDATE CASCADE
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Event" ("capacity", "checklist", "checklistVi", "createdAt", "currency", "dateEnd", "dateStart", "description", "descriptionVi", "eventCategory", "expiredRefundDate", "features", "featuresVi", "id", "images", "isOnline", "isPublic", "isPublished", "isRegistrable", "label", "location", "name", "nameVi", "place", "priceMinor", "registrationDeadline", "slug", "updatedAt", "year") SELECT "capacity", "checklist", "checklistVi", "createdAt", "currency", "dateEnd", "dateStart", "description", "descriptionVi", "eventCategory", "expiredRefundDate", "features", "featuresVi", "id", "images", "isOnline", "isPublic", "isPublished", "isRegistrable", "label", "location", "name", "nameVi", "place", "priceMinor", "registrationDeadline", "slug", "updatedAt", "year" FROM "Event";
DROP TABLE "Event";
ALTER TABLE "new_Event" RENAME TO "Event";
CREATE UNIQUE INDEX "Event_slug_key" ON "Event"("slug");
CREATE INDEX "Event_dateEnd_idx" ON "Event"("dateEnd");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_replacesId_key" ON "Invoice"("replacesId");

-- CreateIndex
CREATE INDEX "Invoice_orderId_idx" ON "Invoice"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_year_sequence_key" ON "Invoice"("year", "sequence");
