-- CreateTable
CREATE TABLE "Account" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastMailAt" TIMESTAMP(3),
    "standing" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReplyKey" (
    "keyHash" TEXT NOT NULL,
    "accountId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReplyKey_pkey" PRIMARY KEY ("keyHash")
);

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "num" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "hostId" INTEGER NOT NULL,
    "options" JSONB NOT NULL DEFAULT '{}',
    "state" JSONB,
    "seed" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "deadlineSeconds" INTEGER NOT NULL DEFAULT 172800,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Seat" (
    "id" SERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "accountId" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "options" JSONB NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'active',
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Seat_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Observer" (
    "gameId" TEXT NOT NULL,
    "accountId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Observer_pkey" PRIMARY KEY ("gameId","accountId")
);

-- CreateTable
CREATE TABLE "InboundMessage" (
    "id" SERIAL NOT NULL,
    "messageId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "raw" TEXT NOT NULL,
    "fromAddress" TEXT NOT NULL,
    "subject" TEXT NOT NULL DEFAULT '',
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "classification" TEXT,
    "parsed" JSONB,
    "error" TEXT,
    "processedAt" TIMESTAMP(3),
    "accountId" INTEGER,
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "InboundMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Outbox" (
    "id" SERIAL NOT NULL,
    "messageId" TEXT NOT NULL,
    "toAddress" TEXT NOT NULL,
    "accountId" INTEGER,
    "gameId" TEXT,
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "replyTo" TEXT,
    "inReplyTo" TEXT,
    "references" TEXT,
    "autoSubmitted" TEXT NOT NULL DEFAULT 'auto-replied',
    "inboundId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "Outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GameEvent" (
    "id" SERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "seat" INTEGER,
    "accountId" INTEGER,
    "line" TEXT NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Job" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "gameId" TEXT,
    "key" TEXT NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "doneAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Account_email_key" ON "Account"("email");

-- CreateIndex
CREATE INDEX "ReplyKey_accountId_idx" ON "ReplyKey"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "Game_num_key" ON "Game"("num");

-- CreateIndex
CREATE INDEX "Game_kind_status_idx" ON "Game"("kind", "status");

-- CreateIndex
CREATE INDEX "Seat_accountId_idx" ON "Seat"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "Seat_gameId_seat_key" ON "Seat"("gameId", "seat");

-- CreateIndex
CREATE UNIQUE INDEX "InboundMessage_messageId_key" ON "InboundMessage"("messageId");

-- CreateIndex
CREATE INDEX "InboundMessage_status_id_idx" ON "InboundMessage"("status", "id");

-- CreateIndex
CREATE INDEX "InboundMessage_fromAddress_receivedAt_idx" ON "InboundMessage"("fromAddress", "receivedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Outbox_messageId_key" ON "Outbox"("messageId");

-- CreateIndex
CREATE INDEX "Outbox_status_nextAttemptAt_idx" ON "Outbox"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "Outbox_toAddress_idx" ON "Outbox"("toAddress");

-- CreateIndex
CREATE INDEX "Outbox_gameId_idx" ON "Outbox"("gameId");

-- CreateIndex
CREATE INDEX "GameEvent_gameId_id_idx" ON "GameEvent"("gameId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Job_key_key" ON "Job"("key");

-- CreateIndex
CREATE INDEX "Job_status_dueAt_idx" ON "Job"("status", "dueAt");

-- AddForeignKey
ALTER TABLE "ReplyKey" ADD CONSTRAINT "ReplyKey_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_hostId_fkey" FOREIGN KEY ("hostId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Observer" ADD CONSTRAINT "Observer_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Observer" ADD CONSTRAINT "Observer_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Outbox" ADD CONSTRAINT "Outbox_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameEvent" ADD CONSTRAINT "GameEvent_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
