-- CreateIndex
CREATE INDEX "Job_gameId_status_idx" ON "Job"("gameId", "status");
