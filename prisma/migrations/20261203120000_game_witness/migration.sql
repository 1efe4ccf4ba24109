-- CreateTable
CREATE TABLE "GameWitness" (
    "gameId" TEXT NOT NULL,
    "accountId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameWitness_pkey" PRIMARY KEY ("gameId","accountId")
);
