// The dashboard over plain HTTP from a non-secure origin: Chromium opens http://herald.test:PORT/
// — a name mapped to 127.0.0.1 by --host-resolver-rules, so the traffic stays on loopback, yet the origin
// is not "potentially trustworthy" the way localhost is — logs in and loads the stylesheet. With
// upgrade-insecure-requests in the CSP the browser would fetch the form's target and the stylesheet
// over https and both would fail, as they did for docker compose reached by IP.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { ADMIN, ADMIN_PASSWORD } from "../helpers/app.ts";
import { startWebTest, type WebTest } from "../helpers/web.ts";

describe("dashboard at http://herald.test", () => {
  let t: WebTest;
  let ctx: BrowserContext;
  let page: Page;
  let profile: string;
  const problems: string[] = [];

  beforeAll(async () => {
    t = await startWebTest();
    profile = fs.mkdtempSync(path.join(os.tmpdir(), "herald-chromium-"));
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: "/usr/bin/chromium",
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--host-resolver-rules=MAP herald.test 127.0.0.1",
      ],
    });
    page = ctx.pages()[0] ?? (await ctx.newPage());
    page.setDefaultTimeout(60_000);
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("requestfailed", (r) => problems.push(`failed: ${r.url()}`));
  });

  afterAll(async () => {
    await ctx?.close();
    await t?.close();
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
  });

  it("logs in and loads the stylesheet", { timeout: 60_000 }, async () => {
    const port = new URL(t.base).port;
    const base = `http://herald.test:${port}`;
    const css: number[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith("/static/app.css")) css.push(r.status());
    });
    await page.goto(`${base}/`);
    expect(page.url()).toMatch(new RegExp(`^http://herald\\.test:${port}/login`));
    await page.fill('input[name="email"]', ADMIN);
    await page.fill('input[name="password"]', ADMIN_PASSWORD);
    await Promise.all([page.waitForURL(`${base}/games`), page.click('button[type="submit"]')]);
    expect(await page.textContent("body")).toContain("Games");
    // the stylesheet came over http and applies
    expect(css.length).toBeGreaterThan(0);
    expect(css.every((s) => s === 200 || s === 304)).toBe(true);
    const rules = await page.evaluate(() => [...document.styleSheets].reduce((n, s) => n + s.cssRules.length, 0));
    expect(rules).toBeGreaterThan(5);
    const cookies = await ctx.cookies(base);
    expect(cookies.find((c) => c.name === "herald_session")?.secure).toBe(false);
    expect(problems).toEqual([]);
  });
});
