-- DropIndex
DROP INDEX "Order_eventId_status_idx";
