-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "eventCategoryVi" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "joinLink" TEXT,
ADD COLUMN     "locationVi" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "placeVi" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "OrganiserSettings" ADD COLUMN     "logo" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "vatNote" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "vatNoteVi" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "vatRateBasisPoints" INTEGER;
