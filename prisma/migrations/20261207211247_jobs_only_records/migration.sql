/*
  Warnings:

  - You are about to drop the column `runner` on the `InboundMessage` table. All the data in the column will be lost.
  - You are about to drop the column `nextAttemptAt` on the `Outbox` table. All the data in the column will be lost.
  - You are about to drop the column `claimedBy` on the `WebhookDelivery` table. All the data in the column will be lost.

*/
-- DropIndex
DROP INDEX "Outbox_status_nextAttemptAt_idx";

-- AlterTable
ALTER TABLE "InboundMessage" DROP COLUMN "runner";

-- AlterTable
ALTER TABLE "Outbox" DROP COLUMN "nextAttemptAt";

-- AlterTable
ALTER TABLE "WebhookDelivery" DROP COLUMN "claimedBy";

-- CreateIndex
CREATE INDEX "Outbox_status_idx" ON "Outbox"("status");
