-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "remindSeconds" INTEGER NOT NULL DEFAULT 43200,
ADD COLUMN     "turnReminderSeconds" INTEGER,
ADD COLUMN     "vacationCapSeconds" INTEGER NOT NULL DEFAULT 1209600;

-- CreateTable
CREATE TABLE "Vacation" (
    "accountId" INTEGER NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Vacation_pkey" PRIMARY KEY ("accountId")
);
