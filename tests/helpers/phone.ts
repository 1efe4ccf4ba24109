// A phone's browser for the reader's pages: Debian's Chromium driven by playwright-core, headless, in a
// fresh profile, with a phone's screen (touch, zoomed out to fit as a phone's browser does) and the
// flags this machine's closed network needs (no background connections).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";

export interface Phone {
  page: Page;
  close(): Promise<void>;
}

export async function openPhone(viewport: { width: number; height: number }): Promise<Phone> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "herald-chromium-"));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    viewport,
    isMobile: true,
    hasTouch: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync"],
  });
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  page.setDefaultTimeout(60_000);
  return {
    page,
    async close() {
      await ctx.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
