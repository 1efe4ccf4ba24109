-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "verifiedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "GameAdmin" (
    "gameId" TEXT NOT NULL,
    "accountId" INTEGER NOT NULL,
    "addedBy" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameAdmin_pkey" PRIMARY KEY ("gameId","accountId")
);

-- CreateTable
CREATE TABLE "WebSession" (
    "id" TEXT NOT NULL,
    "accountId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "GameAdmin_accountId_idx" ON "GameAdmin"("accountId");

-- CreateIndex
CREATE INDEX "WebSession_accountId_idx" ON "WebSession"("accountId");

-- accounts that existed before verification are treated as verified
UPDATE "Account" SET "verifiedAt" = "createdAt" WHERE "verifiedAt" IS NULL;
