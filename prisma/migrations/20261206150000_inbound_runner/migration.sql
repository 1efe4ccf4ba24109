-- The instance a reader dealt a stored mail to (src/mail/deal.ts): the number of an instance on standby,
-- or null for a mail the process that stored it runs itself. Only a hint of who should run it: any
-- instance may still claim the row (FOR UPDATE SKIP LOCKED), so a mail dealt to an instance that died is
-- run by the reader instead.
-- AlterTable
ALTER TABLE "InboundMessage" ADD COLUMN "runner" INTEGER;
