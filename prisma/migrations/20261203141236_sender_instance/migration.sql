-- AlterTable
ALTER TABLE "Outbox" ADD COLUMN     "claimedBy" INTEGER;
