-- AlterTable
ALTER TABLE "EventCancellation" ADD COLUMN     "lastErrorRefusal" TEXT;

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "failureRefusal" TEXT;
