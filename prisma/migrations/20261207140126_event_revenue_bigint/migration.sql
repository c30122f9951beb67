-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_EventRevenue" (
    "eventId" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "totalMinor" BIGINT NOT NULL DEFAULT 0,

    PRIMARY KEY ("eventId", "currency"),
    CONSTRAINT "EventRevenue_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_EventRevenue" ("currency", "eventId", "totalMinor") SELECT "currency", "eventId", "totalMinor" FROM "EventRevenue";
DROP TABLE "EventRevenue";
ALTER TABLE "new_EventRevenue" RENAME TO "EventRevenue";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
