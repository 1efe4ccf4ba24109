-- AlterTable
ALTER TABLE "InboundMessage" ADD COLUMN     "rawBytes" BYTEA;
