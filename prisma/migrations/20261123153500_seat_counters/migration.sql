-- An event's seats move from triggers on "Order" to a row of their own, kept by the application's
-- seats store in each order's transaction: paid seats, and seats held by pending orders.
DROP TRIGGER IF EXISTS "Order_paidSeats_insert";
DROP TRIGGER IF EXISTS "Order_paidSeats_update";
DROP TRIGGER IF EXISTS "Order_paidSeats_delete";
DROP TRIGGER IF EXISTS "Event_paidSeats_new";

-- CreateTable
CREATE TABLE "EventSeats" (
    "eventId" INTEGER NOT NULL PRIMARY KEY,
    "paid" INTEGER NOT NULL DEFAULT 0,
    "held" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "EventSeats_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

INSERT INTO "EventSeats" ("eventId", "paid", "held")
SELECT "id",
    (SELECT COALESCE(SUM("quantity"), 0) FROM "Order" WHERE "Order"."eventId" = "Event"."id" AND "Order"."status" = 'paid'),
    (SELECT COALESCE(SUM("quantity"), 0) FROM "Order" WHERE "Order"."eventId" = "Event"."id" AND "Order"."status" = 'pending')
FROM "Event";

ALTER TABLE "Event" DROP COLUMN "paidSeats";

-- CreateTable
CREATE TABLE "rate_limit" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT
);
