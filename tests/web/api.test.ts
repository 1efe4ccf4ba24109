// The JSON API with an administrator's token (games, audited secret view, command mails, outbox), the
// OpenAPI document, /metrics in the Prometheus format, the dashboard's Killer actions and the Killer
// chart drawn from the published rank reports, and the pictures' own escaping.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/app.ts";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { createApiToken } from "../../src/web/auth.ts";
import { killerCharts, parseKillerReports, threeKingdomsHp } from "../../src/web/pictures.ts";

describe("JSON API, metrics and pictures", () => {
  let t: WebTest;
  let app: TestApp;
  let admin: { authorization: string };
  const pw: Record<string, string> = {};

  beforeAll(async () => {
    t = await startWebTest();
    app = t.app;
    for (const [email, name] of [["ann@example.test", "Ann"], ["bob@example.test", "Bob"], ["cy@example.test", "Cy"]]) pw[email] = await app.register(email, name);
    const root = await app.db.prisma.account.findUniqueOrThrow({ where: { email: "root@example.test" } });
    admin = { authorization: `Bearer ${(await createApiToken(app, root.id, { admin: true, name: "ops" })).token}` };
  });
  afterAll(async () => t?.close());

  const api = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(t.base + path, { ...init, headers: { ...admin, ...(init.body ? { "content-type": "application/json" } : {}), ...(init.headers as any) } });
    return { status: res.status, json: (await res.json()) as any };
  };

  let gameId = "";
  it("injects command mails (as itself and as other accounts) and lists and reads games", async () => {
    const created = await api("/api/commands", { method: "POST", body: JSON.stringify({ body: "CREATE regicide" }) });
    expect(created.status).toBe(200);
    gameId = /created (regicide-\d+)/.exec(created.json.reply)![1];
    for (const who of ["ann@example.test", "bob@example.test"]) {
      const j = await api("/api/commands", { method: "POST", body: JSON.stringify({ body: `JOIN ${gameId}`, as: who }) });
      expect(j.json.reply).toMatch(/OK you joined/);
    }
    expect((await api("/api/commands", { method: "POST", body: JSON.stringify({ body: `START ${gameId}` }) })).json.reply).toContain("started");
    expect((await api("/api/commands", { method: "POST", body: JSON.stringify({ body: "ME", as: "nobody@example.test" }) })).status).toBe(404);
    expect((await api("/api/commands", { method: "POST", body: JSON.stringify({ text: "no body" }) })).status).toBe(400);

    const list = await api("/api/games?kind=regicide&status=running");
    expect(list.json.map((g: any) => g.id)).toEqual([gameId]);
    expect(list.json[0].awaited).toEqual(["Ann"]);
    expect(list.json[0].players.map((p: any) => p.name)).toEqual(["Ann", "Bob"]);
    expect((await api("/api/games?status=bogus")).status).toBe(400);

    const pub = await api(`/api/games/${gameId}`);
    expect(pub.json.viewer).toBe("public");
    expect(pub.json.view.secret).toBeUndefined();
    expect(await app.db.prisma.gameEvent.count({ where: { gameId, line: "REVEAL (api)" } })).toBe(0);
    const secret = await api(`/api/games/${gameId}?view=admin`);
    expect(secret.json.viewer).toBe("admin");
    const state = (await app.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).state as any;
    expect(secret.json.view.secret.hands["1"]).toEqual(state.hands[0]);
    expect(secret.json.text).toContain("Hand of Ann:");
    expect(await app.db.prisma.gameEvent.count({ where: { gameId, type: "admin", line: "REVEAL (api)" } })).toBe(1);
    expect((await api("/api/games/regicide-999")).status).toBe(404);
  });

  it("reads the outbox (all of it with an admin token)", async () => {
    const all = await api(`/api/outbox?gameId=${gameId}`);
    expect(new Set(all.json.map((m: any) => m.to))).toEqual(new Set(["root@example.test", "ann@example.test", "bob@example.test"]));
    const ann = await api("/api/outbox?to=ann@example.test&limit=1000");
    expect(ann.json.every((m: any) => m.to === "ann@example.test")).toBe(true);
    expect(ann.json.some((m: any) => m.kind === "private" && m.body.includes("Your hand:"))).toBe(true);
    const last = ann.json.at(-1).id;
    expect((await api(`/api/outbox?to=ann@example.test&since=${last}`)).json).toEqual([]);
  });

  it("serves an OpenAPI document of the API (zod schemas), behind the token", async () => {
    const doc = await api("/api/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.json.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.json.paths)).toEqual(expect.arrayContaining(["/api/games", "/api/games/{id}", "/api/commands", "/api/outbox", "/api/me"]));
    expect(Object.keys(doc.json.paths).every((p) => p.startsWith("/api/"))).toBe(true); // no dashboard pages
    expect(doc.json.components.securitySchemes.bearer.scheme).toBe("bearer");
    const body = doc.json.paths["/api/commands"].post.requestBody.content["application/json"].schema;
    expect(body.required).toContain("body");
    expect(doc.json.paths["/api/games/{id}"].get.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(["id", "view"]));
  });

  it("exposes /metrics in the Prometheus text format to administrators", async () => {
    expect((await fetch(`${t.base}/metrics`)).status).toBe(401);
    const res = await fetch(`${t.base}/metrics`, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    const commands = await app.db.prisma.inboundMessage.count({ where: { classification: "command" } });
    expect(text).toContain(`herald_mails_processed_total{classification="command"} ${commands}`);
    expect(text).toMatch(/^# TYPE herald_processing_latency_seconds histogram$/m);
    expect(text).toMatch(new RegExp(`^herald_processing_latency_seconds_count ${commands}$`, "m"));
    expect(text).toMatch(/^herald_processing_latency_seconds_bucket\{le="\+Inf"\} \d+$/m);
    const queued = await app.db.prisma.outbox.count({ where: { status: "queued" } });
    expect(text).toContain(`herald_outbox_depth{status="queued"} ${queued}`);
    expect(text).toContain("herald_processing_errors_total 0");
    // every sample line is `name{labels} value`
    for (const line of text.trim().split("\n")) if (!line.startsWith("#")) expect(line).toMatch(/^[a-z_]+(\{[^}]*\})? -?[\d.e+]+$/);
    // a dashboard session works too
    const b = new Browserish(t.base);
    await b.login();
    expect((await b.fetch("/metrics")).status).toBe(200);
  });

  it("drives a Killer game from the dashboard's Killer forms and charts KS and rank from the public reports", async () => {
    const r = await app.send("cy@example.test", `PASSWORD ${pw["cy@example.test"]}\nCREATE killer order=Rome,Gaul,Egypt`);
    const killer = /created (killer-\d+)/.exec(r)![1];
    const civ: Record<string, string> = { "cy@example.test": "Rome", "ann@example.test": "Gaul", "bob@example.test": "Egypt" };
    for (const [email, c] of Object.entries(civ)) expect(await app.send(email, `PASSWORD ${pw[email]}\nJOIN ${killer} civ=${c}`)).toMatch(/OK you joined/);
    expect(await app.send("cy@example.test", `PASSWORD ${pw["cy@example.test"]}\nSTART ${killer}`)).toContain("started");

    const b = new Browserish(t.base);
    await b.login();
    const token = await b.csrf(`/games/${killer}`);
    const act = async (form: Record<string, string>) => {
      const res = await b.post(`/games/${killer}/action`, { _csrf: token, ...form });
      expect(res.status).toBe(302);
      const page = await (await b.fetch(res.headers.get("location")!)).text();
      return /<section id="result"[\s\S]*?<pre>([\s\S]*?)<\/pre>/.exec(page)![1];
    };
    expect(await act({ action: "turn", turn: "10" })).toMatch(/OK/);
    expect(await act({ action: "report" })).toMatch(/OK/);
    expect(await act({ action: "turn", turn: "12" })).toMatch(/OK/); // a kill's turn may not be ahead of the Civ turn
    expect(await act({ action: "kill", killer: "Rome", victim: "Gaul", turn: "12" })).toMatch(/OK/);
    expect(await act({ action: "turn", turn: "15" })).toMatch(/OK/);
    expect(await act({ action: "report" })).toMatch(/OK/);
    const events = (await app.db.prisma.gameEvent.findMany({ where: { gameId: killer, type: "move" } })).map((e) => e.line);
    expect(events).toEqual(expect.arrayContaining(["TURN 10", "REPORT", "KILL Rome Gaul TURN 12", "TURN 15"]));

    const html = await (await b.fetch(`/games/${killer}`)).text();
    expect(html).toContain('aria-label="Killer score (KS) by turn"');
    expect(html).toContain('aria-label="Rank by turn (1 = first)"');
    expect(html).toMatch(/<title>Rome: 1 \(turn 15\)<\/title>/);
    expect(html).toMatch(/<title>Rome: 0 \(turn 10\)<\/title>/);
    // the public page names no target
    expect(html).not.toMatch(/→/);
  });

  it("parses rank reports and escapes names inside the pictures", () => {
    const reports = parseKillerReports([
      "news\nStandings after Civ turn 10\n1= Rome (Cy): KS 0\n1= Gaul (Ann): KS 0\nmore text",
      "Rank report after Civ turn 20\n1. Gaul (Ann): KS 1, power rank 2\n2. Rome (Cy): KS -0.5, power rank 1\n3. Egypt (Bob): destroyed in turn 18, KS 0",
      "Standings after Civ turn 10\n1= Rome (Cy): KS 0\n1= Gaul (Ann): KS 0", // the same report mailed to another player
    ]);
    expect(reports.map((r) => r.turn)).toEqual([10, 20]);
    expect(reports[1].rows).toEqual([
      { place: 1, civ: "Gaul", player: "Ann", out: false, ks: 1 },
      { place: 2, civ: "Rome", player: "Cy", out: false, ks: -0.5 },
      { place: 3, civ: "Egypt", player: "Bob", out: true, ks: 0 },
    ]);
    const evil = killerCharts([{ turn: 1, final: false, rows: [{ place: 1, civ: "<b>x", player: "<script>", out: false, ks: 0 }] }]);
    expect(evil).not.toContain("<script>");
    expect(evil).not.toContain("<b>");
    const hp = threeKingdomsHp({ players: [{ seat: 1, name: "<img src=x>", hp: 2, maxHp: 4, alive: true, role: null }, { seat: 2, name: "Bo", hp: 0, maxHp: 3, alive: false, role: "rebel" }] });
    expect(hp).not.toContain("<img");
    expect(hp).toContain("2/4 HP");
    expect(hp).toContain("dead");
  });
});
