// The Killer administrator's every verb from the dashboard, in a real browser (playwright-core driving
// Debian Chromium): the game page offers one form per action the engine declares (src/games/killer/
// hooks.ts), and each form sends exactly one command line of the game through the pipeline, which the
// audit log records as typed. Here: TARGETS (shown and set), SETTARGET, AMEND, UNDO, NULL AGREE / REFUSE,
// FINISH and REVISE, over one rated Highlander game.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { ADMIN, ADMIN_PASSWORD } from "../helpers/app.ts";
import { startWebTest, type WebTest } from "../helpers/web.ts";
import "../../src/games/index.ts";
import { killerEngine } from "../../src/games/killer/index.ts";
import type { KillerState } from "../../src/games/killer/index.ts";

const killer = killerEngine;
const CIVS = ["Rome", "Gaul", "Egypt", "Persia", "Greece"];

describe("the Killer administrator's forms in Chromium", () => {
  let t: WebTest;
  let ctx: BrowserContext;
  let page: Page;
  let profile: string;
  let gameId = "";
  const root = (lines: string) => t.app.send(ADMIN, `PASSWORD ${ADMIN_PASSWORD}\n${lines}`, { subject: `[${gameId}] moves` });
  const state = async () =>
    (await t.app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).state as unknown as KillerState;
  const seatOf = (civ: string) => CIVS.indexOf(civ) + 1;
  const moveLines = async () =>
    (await t.app.db.prisma.gameEvent.findMany({ where: { gameId, type: "move" }, orderBy: { id: "asc" } })).map((e) => e.line);

  /** Fills one engine form on the game page and sends it: Herald's answer as the page shows it. */
  async function form(id: string, values: Record<string, string> = {}): Promise<string> {
    await page.goto(`${t.base}/games/${gameId}`);
    const f = page.locator(`form.engine-action[data-action="${id}"]`);
    for (const [name, value] of Object.entries(values)) await f.locator(`input[name="f_${name}"]`).fill(value);
    const before = (await moveLines()).length;
    await Promise.all([page.waitForURL(/reply=/), page.click(`#action-${id}`)]);
    // one command line through the pipeline: one more line in the game's move log
    expect((await moveLines()).length).toBe(before + 1);
    return (await page.textContent("#result")) ?? "";
  }

  beforeAll(async () => {
    t = await startWebTest();
    profile = fs.mkdtempSync(path.join(os.tmpdir(), "herald-chromium-"));
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: "/usr/bin/chromium",
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync"],
    });
    page = ctx.pages()[0] ?? (await ctx.newPage());
    page.setDefaultTimeout(60_000);
    // the site administrator hosts and sets the target map, so holds no seat (docs/roles.md)
    const r = await t.app.send(
      ADMIN,
      `PASSWORD ${ADMIN_PASSWORD}\nCREATE killer variant=highlander rated reportevery=0 order=${CIVS.join(",")}`,
    );
    gameId = /created (killer-\d+)/.exec(r)![1];
    for (const civ of CIVS) {
      const email = `${civ.toLowerCase()}@example.test`;
      const pw = await t.app.register(email, `${civ}Player`);
      expect(await t.app.send(email, `PASSWORD ${pw}\nJOIN ${gameId} civ=${civ}`)).toMatch(/OK/);
    }
    expect(await root(`START ${gameId}`)).toContain("started");
    expect(await root("TURN 6\nKILL Egypt Persia TURN 3")).not.toMatch(/ERROR/);

    await page.goto(`${t.base}/login`);
    await page.fill('input[name="email"]', ADMIN);
    await page.fill('input[name="password"]', ADMIN_PASSWORD);
    await Promise.all([page.waitForURL(/\/games$/), page.click('button[type="submit"]')]);
  });

  afterAll(async () => {
    await ctx?.close();
    await t?.close();
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
  });

  it("offers a form for every action the engine declares, one per administrator verb", async () => {
    await page.goto(`${t.base}/games/${gameId}`);
    const shown = await page.locator("form.engine-action").evaluateAll((fs) => fs.map((f) => f.getAttribute("data-action")));
    expect(shown).toEqual(killer.adminActions!.map((a) => a.id));
    for (const verb of ["TARGETS", "SETTARGET", "AMEND", "UNDO", "REVISE", "FINISH", "NULL"])
      expect(
        killer.adminActions!.some((a) => a.line.split(" ")[0] === verb),
        verb,
      ).toBe(true);
  });

  it("AMEND and UNDO correct the record", async () => {
    expect(await form("amend", { killer: "Greece", victim: "Persia", turn: "3" })).toMatch(/^OK/m);
    expect((await state()).ledger.map((e) => [e.killer, e.victim])).toEqual([[seatOf("Greece"), seatOf("Persia")]]);
    expect(await form("undo", { victim: "Persia" })).toMatch(/^OK/m);
    expect((await state()).ledger).toEqual([]);
    expect((await moveLines()).slice(-2)).toEqual(["AMEND Greece Persia TURN 3", "UNDO Persia"]);
  });

  it("TARGETS shows and sets the map; SETTARGET changes one target", async () => {
    expect(await form("targets")).toMatch(/Targets \(who hunts whom\): Rome → Gaul → Egypt → Persia → Greece/);
    expect(await form("targetsSet", { cycles: "Rome Egypt Gaul Persia Greece" })).toMatch(/^OK/m);
    let s = await state();
    expect(s.targets[seatOf("Rome")]).toBe(seatOf("Egypt"));
    expect(await form("settarget", { civ: "Rome", target: "Gaul" })).toMatch(/^OK/m);
    s = await state();
    expect(s.targets[seatOf("Rome")]).toBe(seatOf("Gaul"));
    expect((await moveLines()).slice(-3)).toEqual(["TARGETS", "TARGETS Rome Egypt Gaul Persia Greece", "SETTARGET Rome Gaul"]);
  });

  it("NULL AGREE and NULL REFUSE in a Highlander duel; FINISH ends the game; REVISE corrects the final report", async () => {
    expect(await root("KILL Rome Gaul TURN 4\nKILL Rome Egypt TURN 5\nKILL Persia Greece TURN 6")).not.toMatch(/ERROR/);
    expect(await form("nullAgree")).toMatch(/^OK/m);
    expect((await state()).nullOffer).toMatchObject({ admin: true });
    expect(await form("nullRefuse")).toMatch(/refused by the administrator/);
    expect((await state()).nullOffer).toBeNull();
    expect(await form("finish")).toMatch(/^OK/m);
    expect((await t.app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("finished");
    // the final report of a rated game waits for its power graph
    expect(await root("POWER Persia Rome")).toMatch(/OK/);
    expect(await form("revise", { order: "Rome Persia" })).toMatch(/^OK/m);
    const s = await state();
    expect(s.reports.at(-1)).toMatchObject({ final: true, revision: 1 });
    expect((await moveLines()).slice(-5)).toEqual([
      "NULL AGREE",
      "NULL REFUSE",
      "FINISH",
      "POWER Persia Rome",
      "REVISE Rome Persia",
    ]);
  });
});
