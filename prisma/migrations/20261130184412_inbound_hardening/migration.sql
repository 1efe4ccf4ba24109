-- Inbound mail is made unique by a fixed-size key (sha256 of Message-ID, sender and body, see
-- docs/inbound.md) instead of the Message-ID itself, which may be any length. Rows from before keep
-- their old meaning: their key is the hash of the Message-ID alone.
-- DropIndex
DROP INDEX "InboundMessage_messageId_key";

-- AlterTable
ALTER TABLE "InboundMessage" ADD COLUMN     "dedupeKey" TEXT;
UPDATE "InboundMessage" SET "dedupeKey" = 'legacy-' || encode(sha256(convert_to("messageId", 'UTF8')), 'hex');
ALTER TABLE "InboundMessage" ALTER COLUMN "dedupeKey" SET NOT NULL;

-- CreateTable
CREATE TABLE "AuthFailure" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER,
    "sender" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AuthFailure_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuthFailure_accountId_at_idx" ON "AuthFailure"("accountId", "at");

-- CreateIndex
CREATE INDEX "AuthFailure_sender_at_idx" ON "AuthFailure"("sender", "at");

-- CreateIndex
CREATE UNIQUE INDEX "InboundMessage_dedupeKey_key" ON "InboundMessage"("dedupeKey");
