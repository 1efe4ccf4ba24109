-- AlterTable
ALTER TABLE "SigningKey" ADD COLUMN     "rotation" TEXT;
