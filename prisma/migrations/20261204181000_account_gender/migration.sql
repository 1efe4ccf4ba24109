-- The grammatical gender a player stated with GENDER ("f" or "m"); null until one is stated, and for
-- GENDER N: lines about the player are then worded without a gender (src/i18n/gender.ts).
-- AlterTable
ALTER TABLE "Account" ADD COLUMN "gender" TEXT;
