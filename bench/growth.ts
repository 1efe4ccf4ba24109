// Growth benchmark, run by hand: does a move cost the same on a big database? Measures N game moves
// (PASSWORD-authenticated, one after another) on an empty PostgreSQL database, fills it with set-based
// SQL (INSERT … SELECT generate_series: 10,000 running games with their seats and jobs, 1,000,000 game
// events, and outbox, reply-key and inbound history in proportion), then measures again, alternating
// empty and full several times so that load noise falls on both alike. Prints the plans of the hot
// queries on the full database.   npx tsx bench/growth.ts [N=100] [--rounds=3] [--games=10000] [--events=1000000]
import pg from "pg";
import { makeTestApp, type TestApp } from "../tests/helpers/app.ts";
import { submitRaw } from "../src/intake/inbound.ts";
import { load, newGame, nextMail, pct, timed } from "./moves.ts";

const N = Number(process.argv[2] ?? 100);
const arg = (name: string, dflt: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const ROUNDS = Number(arg("rounds", "3"));
const GAMES = Number(arg("games", "10000"));
const EVENTS = Number(arg("events", "1000000"));

async function moves(app: TestApp): Promise<number[]> {
  const g = await newGame(app);
  const lat: number[] = [];
  for (let i = 0; i < N; i++) {
    const m = await nextMail(app, g, "password");
    lat.push((await timed(() => submitRaw(app, m.raw, "local")))[1]);
  }
  return lat;
}

async function fill(url: string, state: unknown): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const t = Date.now();
  const q = async (label: string, sql: string, params: unknown[] = []) => {
    const s = Date.now();
    const r = await c.query(sql, params);
    console.log(`  ${label}: ${r.rowCount ?? ""} rows in ${((Date.now() - s) / 1000).toFixed(1)} s`);
  };
  await q(
    "accounts",
    `INSERT INTO "Account" (email, name, "passwordHash", "verifiedAt")
    SELECT 'p' || i || '@fill.test', 'Fill' || i, 'disabled', now() FROM generate_series(1, $1::int * 3) i`,
    [GAMES],
  );
  const first = (await c.query(`SELECT min(id)::int AS id FROM "Account" WHERE email LIKE '%@fill.test'`)).rows[0].id;
  await q(
    "games",
    `INSERT INTO "Game" (id, kind, status, "hostId", options, state, seed, version, "updatedAt", "startedAt")
    SELECT 'trente-' || (1000000 + i), 'trente', 'running', $2::int + (i - 1) * 3, '{"rules":"house","start":30}', $3::jsonb,
           'hmac-sha256:' || md5(i::text), 100, now(), now() FROM generate_series(1, $1::int) i`,
    [GAMES, first, JSON.stringify(state)],
  );
  await q(
    "seats",
    `INSERT INTO "Seat" ("gameId", "accountId", seat, name)
    SELECT 'trente-' || (1000000 + i), $2::int + (i - 1) * 3 + s - 1, s, 'Fill' || ((i - 1) * 3 + s)
    FROM generate_series(1, $1::int) i, generate_series(1, 3) s`,
    [GAMES, first],
  );
  await q(
    "events",
    `INSERT INTO "GameEvent" ("gameId", type, seat, "accountId", line, data, "createdAt")
    SELECT 'trente-' || (1000000 + (e % $1::int) + 1), 'move', 1 + e % 3, $3::int + (e % ($1::int * 3)), 'KEEP 6', '{}',
           now() - (($2::int - e) || ' seconds')::interval
    FROM generate_series(1, $2::int) e`,
    [GAMES, EVENTS, first],
  );
  await q(
    "jobs (pending)",
    `INSERT INTO "Job" (kind, "gameId", key, "dueAt", data, status)
    SELECT k, 'trente-' || (1000000 + i), k || ':trente-' || (1000000 + i) || ':1:turn-1', now() + interval '2 days', '{}', 'pending'
    FROM generate_series(1, $1::int) i, unnest(ARRAY['deadline', 'remind']) k`,
    [GAMES],
  );
  await q(
    "jobs (history)",
    `INSERT INTO "Job" (kind, "gameId", key, "dueAt", data, status, "doneAt")
    SELECT 'deadline', 'trente-' || (1000000 + (e % $1::int) + 1), 'deadline:old:' || e, now(), '{}', 'cancelled', now()
    FROM generate_series(1, $2::int / 5) e`,
    [GAMES, EVENTS],
  );
  await q(
    "outbox",
    `INSERT INTO "Outbox" ("messageId", "toAddress", "accountId", "gameId", kind, subject, body, status, "createdAt", "sentAt")
    SELECT 'fill-' || e || '@example.test', 'p' || (e % ($1::int * 3) + 1) || '@fill.test', $3::int + (e % ($1::int * 3)),
           'trente-' || (1000000 + (e % $1::int) + 1), 'public', '[trente] news', 'A move was made.', 'sent',
           now() - (($2::int - e) || ' seconds')::interval, now()
    FROM generate_series(1, $2::int) e`,
    [GAMES, EVENTS, first],
  );
  await q(
    "reply keys",
    `INSERT INTO "ReplyKey" ("keyHash", "accountId") SELECT md5('k' || e) || md5('j' || e), $2::int + (e % ($1::int * 3))
    FROM generate_series(1, $3::int / 2) e`,
    [GAMES, first, EVENTS],
  );
  await q(
    "inbound",
    `INSERT INTO "InboundMessage" ("messageId", "dedupeKey", source, raw, "fromAddress", status, "receivedAt", "processedAt")
    SELECT 'in-' || e || '@fill.test', md5('in' || e), 'imap', 'Subject: x', 'p' || (e % ($1::int * 3) + 1) || '@fill.test', 'done', now(), now()
    FROM generate_series(1, $2::int / 4) e`,
    [GAMES, EVENTS],
  );
  await q(
    "wrong passwords (old)",
    `INSERT INTO "AuthFailure" ("accountId", sender, at)
    SELECT $2::int + (e % ($1::int * 3)), 'p' || (e % ($1::int * 3) + 1) || '@fill.test', now() - interval '2 days'
    FROM generate_series(1, $3::int / 10) e`,
    [GAMES, first, EVENTS],
  );
  await q("analyze", "ANALYZE");
  console.log(`filled in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  await c.end();
}

async function explain(url: string, gameId: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  // the move path's reads as src/ writes them (service/games.ts, service/deadlines.ts, accounts/throttle.ts)
  const plans: [string, string, unknown[]][] = [
    [
      "lock + read the game, co-administrators, observers",
      `SELECT g.*, ARRAY(SELECT "accountId" FROM "GameAdmin" WHERE "gameId" = g.id) AS coadmins,
         ARRAY(SELECT "accountId" FROM "Observer" WHERE "gameId" = g.id ORDER BY "createdAt") AS observers
       FROM "Game" g WHERE g.id = $1 FOR UPDATE`,
      [gameId],
    ],
    [
      "active seats with their accounts",
      `SELECT a.*, s.id AS "s_id", s.seat FROM "Seat" s JOIN "Account" a ON a.id = s."accountId"
       WHERE s."gameId" = $1 AND s.status = 'active' ORDER BY s.seat`,
      [gameId],
    ],
    [
      "cancel stale deadlines, read the live ones and the absences",
      `WITH stale AS (UPDATE "Job" SET status = 'cancelled', "doneAt" = now() WHERE "gameId" = $1 AND status = 'pending'
         AND kind IN ('deadline', 'remind') AND NOT (key = ANY(ARRAY['x'])) RETURNING 1)
       SELECT key, status, "dueAt" FROM "Job" WHERE key = ANY(ARRAY['deadline:' || $1 || ':1:turn'])
       UNION ALL SELECT "accountId"::text, NULL, "startsAt" FROM "Vacation" WHERE "accountId" = ANY(ARRAY[1, 2])`,
      [gameId],
    ],
    [
      "the sender's account and the guessing counts",
      `SELECT a.*, (SELECT count(*) FROM "AuthFailure" f WHERE f."accountId" = a.id AND f.at >= now() - interval '1 hour')::int,
         (SELECT count(*) FROM "AuthFailure" WHERE sender = $1 AND at >= now() - interval '1 hour')::int
       FROM (SELECT 1) one LEFT JOIN "Account" a ON a.email = $1`,
      ["p42@fill.test"],
    ],
    ["event log of a game", `SELECT * FROM "GameEvent" WHERE "gameId" = $1 ORDER BY id DESC LIMIT 20`, [gameId]],
  ];
  for (const [label, sql, params] of plans) {
    const text = sql;
    await c.query("BEGIN");
    const r = await c.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${text}`, params);
    await c.query("ROLLBACK");
    console.log(`  ${label}:\n    ${r.rows.map((x: any) => x["QUERY PLAN"]).join("\n    ")}`);
  }
  await c.end();
}

const app = await makeTestApp("postgres");
try {
  const empty: number[][] = [];
  const full: number[][] = [];
  // a real running state to copy into the filled games
  const probe = await newGame(app);
  const state = (await app.db.prisma.game.findUniqueOrThrow({ where: { id: probe.id } })).state;
  const second = await makeTestApp("postgres");
  try {
    console.log(`filling a second database with ${GAMES} games and ${EVENTS} events  [load ${load()}]`);
    await fill(second.url!, state);
    for (let r = 0; r < ROUNDS; r++) {
      empty.push(await moves(app));
      console.log(`round ${r + 1} empty: p50 ${pct(empty[r], 50).toFixed(1)} ms  [load ${load()}]`);
      full.push(await moves(second));
      console.log(`round ${r + 1} full:  p50 ${pct(full[r], 50).toFixed(1)} ms  [load ${load()}]`);
    }
    const rows = await second.db.prisma.$queryRawUnsafe<{ g: number; e: number }[]>(
      `SELECT (SELECT count(*) FROM "Game")::int AS g, (SELECT count(*) FROM "GameEvent")::int AS e`,
    );
    const pe = pct(empty.flat(), 50);
    const pf = pct(full.flat(), 50);
    console.log(
      `\ngrowth: ${N} PASSWORD moves × ${ROUNDS} rounds; empty p50 ${pe.toFixed(1)} ms, ` +
        `full (${rows[0].g} games, ${rows[0].e} events) p50 ${pf.toFixed(1)} ms: ${(((pf - pe) / pe) * 100).toFixed(0)} %  [load ${load()}]`,
    );
    console.log("plans on the full database:");
    await explain(second.url!, "trente-1000042");
  } finally {
    await second.close();
  }
} finally {
  await app.close();
}
