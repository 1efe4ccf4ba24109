-- AlterTable
ALTER TABLE "InboundMessage" ADD COLUMN     "lanes" TEXT[] DEFAULT ARRAY[]::TEXT[];
