-- AlterTable
ALTER TABLE "Event" ADD COLUMN "eventCategoryVi" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Event" ADD COLUMN "placeVi" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Event" ADD COLUMN "locationVi" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Event" ADD COLUMN "joinLink" TEXT;

-- AlterTable
ALTER TABLE "OrganiserSettings" ADD COLUMN "vatRateBasisPoints" INTEGER;
ALTER TABLE "OrganiserSettings" ADD COLUMN "vatNote" TEXT NOT NULL DEFAULT '';
ALTER TABLE "OrganiserSettings" ADD COLUMN "vatNoteVi" TEXT NOT NULL DEFAULT '';
ALTER TABLE "OrganiserSettings" ADD COLUMN "logo" TEXT NOT NULL DEFAULT '';
