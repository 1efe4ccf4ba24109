-- Press between the players of a game, and the players' webhooks (src/commands/press.ts, src/outbox/webhooks.ts).
-- AlterTable
ALTER TABLE "Account" ADD COLUMN "webhookUrl" TEXT;

-- AlterTable
ALTER TABLE "Game" ADD COLUMN "pressMode" TEXT NOT NULL DEFAULT 'all',
ADD COLUMN "pressCopy" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "pressPerHour" INTEGER;

-- CreateTable
CREATE TABLE "Press" (
    "id" SERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "fromAccountId" INTEGER NOT NULL,
    "fromSeat" INTEGER NOT NULL,
    "fromName" TEXT NOT NULL,
    "toAccountId" INTEGER,
    "toName" TEXT,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Press_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "claimedBy" INTEGER,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Press_gameId_id_idx" ON "Press"("gameId", "id");

-- CreateIndex
CREATE INDEX "Press_gameId_fromAccountId_createdAt_idx" ON "Press"("gameId", "fromAccountId", "createdAt");

-- CreateIndex
CREATE INDEX "WebhookDelivery_status_nextAttemptAt_idx" ON "WebhookDelivery"("status", "nextAttemptAt");
