-- The newest OAuth2 refresh token a provider handed out (src/mail/oauth2-store.ts): a restart starts from
-- it rather than from OAUTH2_REFRESH_TOKEN, which a provider that rotates refresh tokens may have revoked.
-- CreateTable
CREATE TABLE "OAuth2Refresh" (
    "key" TEXT NOT NULL,
    "configured" TEXT NOT NULL,
    "refreshToken" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OAuth2Refresh_pkey" PRIMARY KEY ("key")
);
