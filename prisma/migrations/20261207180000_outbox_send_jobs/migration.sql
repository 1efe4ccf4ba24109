-- Outbox sends are pg-boss jobs (src/mail/sender.ts): a row being sent names the job attempt that holds it
-- instead of a sender instance's lock number.
ALTER TABLE "Outbox" DROP COLUMN "claimedBy";
ALTER TABLE "Outbox" ADD COLUMN "sendJob" TEXT;
