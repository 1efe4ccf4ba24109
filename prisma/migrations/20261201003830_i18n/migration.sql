-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "language" TEXT,
ADD COLUMN     "languageChosen" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "lang" TEXT;
