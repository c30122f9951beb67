-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "mailedAt" TIMESTAMP(3);

-- Refunds completed before this column existed were mailed when they completed.
UPDATE "Refund" SET "mailedAt" = "completedAt" WHERE "status" = 'completed';
