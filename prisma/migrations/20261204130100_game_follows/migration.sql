-- A game that follows another game's facts (CREATE killer over=relay-N: src/commands/follow.ts)
ALTER TABLE "Game" ADD COLUMN "follows" TEXT;

CREATE INDEX "Game_follows_idx" ON "Game"("follows");
