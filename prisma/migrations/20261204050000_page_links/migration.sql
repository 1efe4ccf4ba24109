-- The readers' page links (src/web/reader.ts): one per mail to an account about a game, kept hashed.
-- CreateTable
CREATE TABLE "PageLink" (
    "keyHash" TEXT NOT NULL,
    "accountId" INTEGER NOT NULL,
    "gameId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PageLink_pkey" PRIMARY KEY ("keyHash")
);

-- CreateIndex
CREATE INDEX "PageLink_accountId_idx" ON "PageLink"("accountId");
