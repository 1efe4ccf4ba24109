// The JSON API with an administrator's token (games, audited secret view, command mails, outbox), the
// OpenAPI document, /metrics in the Prometheus format, the engines' organiser actions offered as forms,
// the pictures drawn from the engines' data (a toy game; Killer's KS and rank charts), and the pictures'
// own escaping.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, ADMIN_PASSWORD, type TestApp } from "../helpers/app.ts";
import { Browserish, startWebTest, type WebTest } from "../helpers/web.ts";
import { createApiToken } from "../../src/web/auth.ts";
import { drawPicture, drawPictures, esc, picturesOf } from "../../src/web/pictures.ts";
import { fieldName } from "../../src/web/pages/games.ts";
import { GAMES } from "../../src/games/index.ts";
import { Games } from "../../src/games/registry.ts";
import type { AdminAction } from "../../src/games/engine.ts";
import { format } from "../../src/i18n/format.ts";
import { runeCode, runesEngine } from "../conformance/toy/engine.ts";

// the toy game of the conformance suite, to show the dashboard drawing a game it was never told of
const games = new Games([...GAMES, runesEngine]);

describe("JSON API, metrics and pictures", () => {
  let t: WebTest;
  let app: TestApp;
  let admin: { authorization: string };
  const pw: Record<string, string> = {};

  beforeAll(async () => {
    t = await startWebTest({}, {}, [runesEngine]);
    app = t.app;
    for (const [email, name] of [
      ["ann@example.test", "Ann"],
      ["bob@example.test", "Bob"],
      ["cy@example.test", "Cy"],
    ])
      pw[email] = await app.register(email, name);
    const root = await app.db.prisma.account.findUniqueOrThrow({ where: { email: "root@example.test" } });
    admin = { authorization: `Bearer ${(await createApiToken(app, root.id, { admin: true, name: "ops" })).token}` };
  });
  afterAll(async () => t?.close());

  const api = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(t.base + path, {
      ...init,
      headers: { ...admin, ...(init.body ? { "content-type": "application/json" } : {}), ...(init.headers as any) },
    });
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
    expect(
      (await api("/api/commands", { method: "POST", body: JSON.stringify({ body: `START ${gameId}` }) })).json.reply,
    ).toContain("started");
    expect(
      (await api("/api/commands", { method: "POST", body: JSON.stringify({ body: "ME", as: "nobody@example.test" }) })).status,
    ).toBe(404);
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
    expect(new Set(all.json.map((m: any) => m.to))).toEqual(
      new Set(["root@example.test", "ann@example.test", "bob@example.test"]),
    );
    const ann = await api("/api/outbox?to=ann@example.test&limit=1000");
    expect(ann.json.every((m: any) => m.to === "ann@example.test")).toBe(true);
    // another person's private mail of a game: its head, not its body (src/web/mails.ts)
    expect(ann.json.some((m: any) => m.kind === "private")).toBe(true);
    expect(ann.json.some((m: any) => m.body.includes("Your hand:"))).toBe(false);
    const last = ann.json.at(-1).id;
    expect((await api(`/api/outbox?to=ann@example.test&since=${last}`)).json).toEqual([]);
  });

  it("serves an OpenAPI document of the API (zod schemas), to anyone (it describes, it holds no data)", async () => {
    const anonymous = await fetch(`${t.base}/api/openapi.json`);
    expect(anonymous.status).toBe(200);
    expect(((await anonymous.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    const doc = await api("/api/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.json.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.json.paths)).toEqual(
      expect.arrayContaining(["/api/games", "/api/games/{id}", "/api/commands", "/api/outbox", "/api/me"]),
    );
    expect(Object.keys(doc.json.paths).every((p) => p.startsWith("/api/"))).toBe(true); // no dashboard pages
    expect(doc.json.components.securitySchemes.bearer.scheme).toBe("bearer");
    const body = doc.json.paths["/api/commands"].post.requestBody.content["application/json"].schema;
    expect(body.required).toContain("body");
    expect(doc.json.paths["/api/games/{id}"].get.parameters.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(["id", "view"]),
    );
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
    for (const line of text.trim().split("\n"))
      if (!line.startsWith("#")) expect(line).toMatch(/^[a-z_]+(\{[^}]*\})? -?[\d.e+]+$/);
    // a dashboard session works too
    const b = new Browserish(t.base);
    await b.login();
    expect((await b.fetch("/metrics")).status).toBe(200);
  });

  /** Posts one of the game page's forms; returns Herald's reply shown on the page it redirects to. */
  const actOn = async (b: Browserish, token: string, gameId: string, form: Record<string, string>) => {
    const res = await b.post(`/games/${gameId}/action`, { _csrf: token, ...form });
    expect(res.status).toBe(302);
    const page = await (await b.fetch(res.headers.get("location")!)).text();
    return /<section id="result"[\s\S]*?<pre>([\s\S]*?)<\/pre>/.exec(page)![1];
  };

  /** The form fields of an engine's action, filled from values given in the order of its line. */
  const fill = (a: AdminAction, values: string[]) => {
    const names = [...a.line.matchAll(/\{(\w+)\}/g)].map((x) => x[1]);
    return { action: `engine:${a.id}`, ...Object.fromEntries(names.map((n, i) => [fieldName(n), values[i]])) };
  };

  it("offers a game's organiser actions as forms and draws its pictures from its public view (a toy game)", async () => {
    const created = await api("/api/commands", { method: "POST", body: JSON.stringify({ body: "CREATE runes" }) });
    const id = (await app.db.prisma.game.findFirstOrThrow({ where: { kind: "runes" }, orderBy: { num: "desc" } })).id;
    expect(created.json.reply).toContain(id);
    for (const who of ["ann@example.test", "bob@example.test", "cy@example.test"])
      expect(
        (await api("/api/commands", { method: "POST", body: JSON.stringify({ body: `JOIN ${id}`, as: who }) })).json.reply,
      ).toMatch(/OK/);
    expect((await api("/api/commands", { method: "POST", body: JSON.stringify({ body: `START ${id}` }) })).json.reply).toContain(
      "started",
    );

    const b = new Browserish(t.base);
    await b.login();
    const token = await b.csrf(`/games/${id}`);
    const page = await (await b.fetch(`/games/${id}`)).text();
    // the engine's action, titled and labelled in English, with one field per placeholder
    expect(page).toMatch(/<form[^>]*data-action="bonus"[\s\S]*?Give points[\s\S]*?name="f_player"[\s\S]*?name="f_points"/);
    const bonus = runesEngine.adminActions![0];
    expect(await actOn(b, token, id, fill(bonus, ["Bob", "2"]))).toMatch(/^OK/m);
    // a field left empty, or an action the engine does not have, mails nothing
    expect(
      (await b.post(`/games/${id}/action`, { _csrf: token, action: "engine:bonus", f_player: "Bob", f_points: "" })).status,
    ).toBe(400);
    expect((await b.post(`/games/${id}/action`, { _csrf: token, action: "engine:nope" })).status).toBe(400);
    const moves = (await app.db.prisma.gameEvent.findMany({ where: { gameId: id, type: "move" } })).map((e) => e.line);
    expect(moves).toEqual(["BONUS Bob 2"]);

    // the pictures come from the public view, not from mails: with every mail of the game gone they still draw
    await app.db.prisma.outbox.deleteMany({ where: { gameId: id } });
    const html = await (await b.fetch(`/games/${id}`)).text();
    expect(html).toContain('aria-label="Runes revealed: 0 / 3"');
    expect(html).toContain('aria-label="Points"');
    expect(html).toContain("<title>Bob: 2/9</title>");
    expect(html).toContain('aria-label="Points by move"');
    expect(html).toContain("<title>Bob: 2 (move 1)</title>");
    // and nothing secret: no hidden rune is drawn or written on the public page
    const state = (await app.db.prisma.game.findUniqueOrThrow({ where: { id } })).state as any;
    for (const r of state.runes as number[]) expect(html).not.toContain(runeCode(r));
  });

  const killer = games.find("killer")!;
  it.runIf(!!killer.adminActions && !!killer.pictures)(
    "drives a Killer game from its engine's actions and charts KS and rank from the game's data",
    async () => {
      // the host sets the target map, so holds no seat (docs/roles.md): the site administrator hosts
      const r = await app.send(ADMIN, `PASSWORD ${ADMIN_PASSWORD}\nCREATE killer order=Rome,Gaul,Egypt`);
      const game = await app.db.prisma.game.findFirstOrThrow({ where: { kind: "killer" }, orderBy: { num: "desc" } });
      expect(r).toContain(game.id);
      const civ: Record<string, string> = { "cy@example.test": "Rome", "ann@example.test": "Gaul", "bob@example.test": "Egypt" };
      for (const [email, c] of Object.entries(civ))
        expect(await app.send(email, `PASSWORD ${pw[email]}\nJOIN ${game.id} civ=${c}`)).toMatch(/OK/);
      expect(await app.send(ADMIN, `PASSWORD ${ADMIN_PASSWORD}\nSTART ${game.id}`)).toContain("started");

      const b = new Browserish(t.base);
      await b.login();
      const token = await b.csrf(`/games/${game.id}`);
      const verb = (v: string) => killer.adminActions!.find((a) => a.line.split(" ")[0].toUpperCase() === v)!;
      const act = (v: string, ...values: string[]) => actOn(b, token, game.id, fill(verb(v), values));
      expect(await act("TURN", "10")).toMatch(/OK/);
      expect(await act("REPORT")).toMatch(/OK/);
      expect(await act("TURN", "12")).toMatch(/OK/); // a kill's turn may not be ahead of the Civ turn
      expect(await act("KILL", "Rome", "Gaul", "12")).toMatch(/OK/);
      expect(await act("TURN", "15")).toMatch(/OK/);
      expect(await act("REPORT")).toMatch(/OK/);
      const events = (await app.db.prisma.gameEvent.findMany({ where: { gameId: game.id, type: "move" } })).map((e) => e.line);
      expect(events).toEqual(expect.arrayContaining(["TURN 10", "REPORT", "KILL Rome Gaul TURN 12", "TURN 15"]));

      // the charts are drawn from the game's data: with the mailed reports gone they still draw
      await app.db.prisma.outbox.deleteMany({ where: { gameId: game.id } });
      const html = await (await b.fetch(`/games/${game.id}`)).text();
      const state = (await app.db.prisma.game.findUniqueOrThrow({ where: { id: game.id } })).state;
      const pictures = killer.pictures!(killer.view(state, "public"));
      expect(pictures.filter((p) => p.kind === "lines").length).toBeGreaterThanOrEqual(2);
      for (const p of pictures) expect(html).toContain(`aria-label="${esc(format("en", p.title))}`);
      expect(html).toMatch(/<title>Rome: 1 \(/);
      expect(html).toMatch(/<title>(?:[^<:]+, )?Rome(?:, [^<:]+)?: 0 \(/); // tied at 0: the point names them all
      // the public page names no target
      expect(html).not.toMatch(/→/);
    },
  );

  it("draws the three kinds of picture from made-up data, escaping every name", () => {
    const title = { id: "runes.picPoints" };
    const lines = drawPicture({
      kind: "lines",
      title,
      x: [10, 20, 30],
      xLabel: { id: "runes.picMove" },
      invert: true,
      integer: true,
      series: [
        { name: "<b>x", values: [1, null, 2] },
        { name: "Gaul", values: [2, 1, 1] },
      ],
    });
    expect(lines).toContain('aria-label="Points"');
    expect(lines).toContain("<title>&lt;b&gt;x: 2 (move 30)</title>");
    expect(lines).not.toContain("move 20)</title><circle"); // a missing value is no point
    expect(lines.match(/<circle/g)).toHaveLength(5);
    expect(lines).not.toContain("<b>");
    const bars = drawPicture({
      kind: "bars",
      title,
      items: [
        { label: "<img src=x>", value: 2, max: 4 },
        { label: "Bo", value: 0, max: 3, note: { id: "runes.picOut" } },
      ],
    });
    expect(bars).not.toContain("<img");
    expect(bars).toContain(">2/4</text>");
    expect(bars).toContain(">0/3 out</text>");
    const castle = drawPicture({
      kind: "progress",
      title,
      value: 5,
      max: 12,
      label: { id: "runes.picRevealedLabel", p: { n: 5, max: 12 } },
    });
    expect(castle).toContain("<figcaption>Points: 5 of 12</figcaption>");
    expect(castle.match(/class="cell done"/g)).toHaveLength(5);
    expect(castle.match(/class="cell current"/g)).toHaveLength(1);
    const big = drawPicture({ kind: "progress", title, value: 50, max: 200 });
    expect(big).toContain('class="bar-value" x="5" y="5" width="117.5"');
    expect(drawPicture({ kind: "lines", title, x: [], series: [] })).toBe("");
    expect(drawPictures([])).toBe("");
  });

  it("draws the pictures of every registered game's public view at its start", () => {
    for (const engine of games.all()) {
      if (!engine.pictures) continue;
      const players = Array.from({ length: engine.minPlayers }, (_, i) => ({
        seat: i + 1,
        name: `P${i + 1}`,
        options: { civ: `Civ${i + 1}` },
      }));
      const options = engine.parseOptions({});
      if (!options.ok) continue;
      const s = engine.setup({ options: options.value, players, seed: "pictures" });
      if (!s.ok) continue;
      const html = picturesOf(engine, engine.view(s.value, "public"));
      expect(html, engine.kind).not.toMatch(/\[[a-z]+\.[A-Za-z]+\]/); // no missing message
      expect(() => drawPictures(engine.pictures!(engine.view(s.value, "public")))).not.toThrow();
    }
  });
});
