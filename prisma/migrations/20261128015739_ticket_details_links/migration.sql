-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN "detailsTokenHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Ticket_detailsTokenHash_key" ON "Ticket"("detailsTokenHash");
