// Prisma 7 reads its configuration here. The URL is read from the environment directly (not with
// env(), which throws when unset and would break `prisma generate` on a machine with no database).
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
