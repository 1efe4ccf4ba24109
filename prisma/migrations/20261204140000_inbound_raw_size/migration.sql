-- AlterTable
ALTER TABLE "InboundMessage" ADD COLUMN     "rawSize" INTEGER;
