-- Which row of the intake table (src/commands/intake.ts) a mail ended in; `classification` keeps what
-- the mail is. Rows from before keep NULL.
ALTER TABLE "InboundMessage" ADD COLUMN "outcome" TEXT;
