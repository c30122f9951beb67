-- AlterTable
ALTER TABLE "EventRevenue" ALTER COLUMN "totalMinor" SET DATA TYPE BIGINT;
