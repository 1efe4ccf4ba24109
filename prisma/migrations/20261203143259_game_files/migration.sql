-- AlterTable
ALTER TABLE "Outbox" ADD COLUMN     "attachments" JSONB;

-- CreateTable
CREATE TABLE "GameFile" (
    "gameId" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "seat" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameFile_pkey" PRIMARY KEY ("gameId","sha256")
);
