-- An account's language read from its player's own mails (French verbs, French prose): it then beats a
-- game's lang= as a chosen one does, until LANGUAGE chooses (src/i18n/language.ts).
-- AlterTable
ALTER TABLE "Account" ADD COLUMN "languageFollowed" BOOLEAN NOT NULL DEFAULT false;
