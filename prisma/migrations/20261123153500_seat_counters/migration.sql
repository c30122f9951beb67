-- Seat counters kept by the application's seats store instead of triggers: the held seats join the
-- paid ones, both recounted here from the orders.
DROP TRIGGER IF EXISTS "Order_paidSeats_insert";
DROP TRIGGER IF EXISTS "Order_paidSeats_update";
DROP TRIGGER IF EXISTS "Order_paidSeats_delete";
DROP TRIGGER IF EXISTS "Event_paidSeats_new";

ALTER TABLE "Event" ADD COLUMN "heldSeats" INTEGER NOT NULL DEFAULT 0;

UPDATE "Event" SET
    "paidSeats" = (SELECT COALESCE(SUM("quantity"), 0) FROM "Order" WHERE "Order"."eventId" = "Event"."id" AND "Order"."status" = 'paid'),
    "heldSeats" = (SELECT COALESCE(SUM("quantity"), 0) FROM "Order" WHERE "Order"."eventId" = "Event"."id" AND "Order"."status" = 'pending');

-- CreateTable
CREATE TABLE "rate_limit" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT
);
