// Administrator accounts are configured (ADMIN_EMAILS + ADMIN_PASSWORD), not registered by mail.
// At start-up each configured address gets an account marked admin, with that password.
import type { App } from "../app.ts";
import { hashPassword, verifyPassword } from "../lib/secrets.ts";

export async function ensureAdmins(app: App): Promise<void> {
  const prisma = app.db.prisma;
  for (const email of app.config.ADMIN_EMAILS) {
    const existing = await prisma.account.findUnique({ where: { email } });
    const password = app.config.ADMIN_PASSWORD;
    if (existing) {
      const data: { isAdmin: boolean; passwordHash?: string } = { isAdmin: true };
      if (password && !verifyPassword(password, existing.passwordHash)) data.passwordHash = hashPassword(password);
      await prisma.account.update({ where: { id: existing.id }, data });
      continue;
    }
    let name = email.split("@")[0];
    for (let i = 2; await prisma.account.findFirst({ where: { name: { equals: name, mode: "insensitive" } } }); i++)
      name = `${email.split("@")[0]}${i}`;
    // without ADMIN_PASSWORD an administrator can still act by replying to Herald's mails (reply keys)
    await prisma.account.create({
      data: { email, name, isAdmin: true, passwordHash: password ? hashPassword(password) : "disabled" },
    });
  }
  // addresses no longer configured lose the administrator flag
  await prisma.account.updateMany({
    where: { isAdmin: true, email: { notIn: app.config.ADMIN_EMAILS } },
    data: { isAdmin: false },
  });
}
