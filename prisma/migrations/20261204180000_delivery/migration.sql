-- How news about games reaches a player (DELIVERY: src/commands/delivery.ts), and the news held for a
-- reader until their digest or their turn.
-- AlterTable
ALTER TABLE "Account" ADD COLUMN "delivery" TEXT NOT NULL DEFAULT 'every',
ADD COLUMN "deliveryGames" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "HeldNews" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER NOT NULL,
    "gameId" TEXT NOT NULL,
    "publicParts" JSONB NOT NULL,
    "adminParts" JSONB NOT NULL,
    "privateParts" JSONB NOT NULL,
    "files" JSONB NOT NULL DEFAULT '[]',
    "viewed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HeldNews_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HeldNews_accountId_gameId_idx" ON "HeldNews"("accountId", "gameId");
