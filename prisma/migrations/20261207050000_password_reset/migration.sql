-- Password resets asked by mail (src/commands/password-reset.ts): a one-time key, kept hashed, mailed to the
-- account's own address only.
-- CreateTable
CREATE TABLE "PasswordReset" (
    "keyHash" TEXT NOT NULL,
    "accountId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "PasswordReset_pkey" PRIMARY KEY ("keyHash")
);

-- CreateIndex
CREATE INDEX "PasswordReset_accountId_createdAt_idx" ON "PasswordReset"("accountId", "createdAt");
