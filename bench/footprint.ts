// Herald's footprint, run by hand (not by CI). Starts Herald the way a host does — `npm start`, i.e. the
// compiled JavaScript — on each database (PostgreSQL: a throwaway database on TEST_DATABASE_URL's server;
// PGlite: a temporary DATA_DIR) and reports, for Herald's own node process:
//   - the time from `npm start` (as a host types it: npm, its prestart build-freshness check, then node) to
//     /readyz answering 200 (first start on an empty database: migrations, the copy of PGlite's install-time
//     template folder; then restarts
//     with an up-to-date schema), with the CPU time npm and Herald spent until then;
//   - resident memory (RSS) and the V8 heap a few seconds after start, and the peak RSS since the
//     process began (VmHWM, so the start-up peak is included);
//   - the same after MAILS mails over GAMES Trente games (local mail mode, sent through the local endpoint
//     the CLI uses: registrations, CREATE/JOIN/START, then each game's moves as Herald asks for them).
// Restart figures are medians (and the best) over RUNS starts; the load runs once per database. The machine's
// load average is printed with the figures: on a busy machine start-up times stretch, CPU times much less.
//   npx tsx bench/footprint.ts [--db both|postgres|pglite] [--runs 3] [--mails 1000] [--games 50]
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PROBE = pathToFileURL(path.join(ROOT, "bench", "footprint-probe.mjs")).href;
const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    runs: { type: "string", default: "3" },
    mails: { type: "string", default: "1000" },
    games: { type: "string", default: "50" },
  },
});
const RUNS = Number(args.runs);
const MAILS = Number(args.mails);
const GAMES = Number(args.games);
const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const MB = 1024 * 1024;
const mb = (n: number) => `${Math.round(n / MB)} MB`;
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Memory { rss: number; peak: number; heapUsed: number; heapTotal: number; external: number }

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** user + system CPU time of a process so far and of its children it has reaped (npm's prestart, the
 * initdb child), in ms (fields 14–17 of /proc/PID/stat, in clock ticks) */
function cpuMs(pid: number): number {
  const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 1000) / 100;
}

function procStatus(pid: number, field: string): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) * 1024 : NaN;
}

class Herald {
  child!: ChildProcess;
  pid = 0;
  url = "";
  token = "";
  readyMs = 0;
  /** CPU time npm and Herald spent until ready: about the wall time on an idle machine */
  readyCpuMs = 0;
  constructor(private env: Record<string, string>, private dataDir: string, private tmp: string) {}

  async start(): Promise<void> {
    const port = await freePort();
    const log = fs.openSync(path.join(this.tmp, "herald.log"), "a");
    const t0 = performance.now();
    // the whole `npm start`, prestart included; a start that had to build is refused below
    const stamp = fs.statSync(path.join(ROOT, "dist", ".build-stamp")).mtimeMs;
    this.child = spawn("npm", ["start", "--silent"], {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", log, log],
      env: { ...this.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: this.dataDir, MAIL_MODE: "local",
        LOG_LEVEL: "warn", NODE_OPTIONS: `--import=${PROBE}`, FOOTPRINT_OUT: path.join(this.tmp, "mem") },
    });
    const deadline = t0 + 300_000;
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`Herald exited (${this.child.exitCode}); see ${this.tmp}/herald.log`);
      if (performance.now() > deadline) throw new Error("Herald did not become ready in 300 s");
      try {
        const r = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (r.ok) break;
      } catch {}
      await sleep(20);
    }
    this.readyMs = performance.now() - t0;
    if (fs.statSync(path.join(ROOT, "dist", ".build-stamp")).mtimeMs !== stamp) throw new Error("a source changed during the bench: npm start rebuilt dist/; run it again");
    const ep = JSON.parse(fs.readFileSync(path.join(this.dataDir, "local-endpoint.json"), "utf8"));
    this.pid = ep.pid;
    this.url = ep.url;
    this.token = ep.token;
    this.readyCpuMs = cpuMs(this.child.pid!) + cpuMs(this.pid);
  }

  async memory(): Promise<Memory> {
    const file = path.join(this.tmp, `mem.${this.pid}`);
    fs.rmSync(file, { force: true });
    process.kill(this.pid, "SIGUSR2");
    for (let i = 0; i < 500 && !fs.existsSync(file); i++) await sleep(10);
    const u = JSON.parse(fs.readFileSync(file, "utf8"));
    return { rss: procStatus(this.pid, "VmRSS"), peak: procStatus(this.pid, "VmHWM"), heapUsed: u.heapUsed, heapTotal: u.heapTotal, external: u.external };
  }

  async stop(): Promise<void> {
    const exited = new Promise((r) => this.child.once("exit", r));
    if (this.pid) process.kill(this.pid, "SIGTERM");
    await Promise.race([exited, sleep(30_000)]);
    if (this.child.exitCode === null) process.kill(-this.child.pid!, "SIGKILL");
  }

  async call(p: string, body?: unknown): Promise<any> {
    const r = await fetch(this.url + p, {
      method: body ? "POST" : "GET",
      headers: { "content-type": "application/json", "x-herald-local-token": this.token },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!r.ok) throw new Error(`${p}: ${r.status} ${await r.text()}`);
    return r.json();
  }
}

/** MAILS mails over GAMES two-player Trente games; every move is the one Herald asked for. */
async function mailLoad(h: Herald): Promise<{ mails: number; moves: number; secs: number }> {
  let since = 0;
  let mails = 0;
  let moves = 0;
  const pending = new Map<string, { from: string; line: string }>();
  const names = new Map<string, string>(); // email → name
  const send = async (from: string, body: string) => {
    mails++;
    await h.call("/local/send", { from, subject: "bench", body });
    const out = (await h.call(`/local/outbox?since=${since}`)) as Array<{ id: number; to: string; subject: string; body: string }>;
    for (const m of out) {
      since = Math.max(since, m.id);
      const id = /\btrente-\d+\b/.exec(m.subject + "\n" + m.body)?.[0];
      if (!id) continue;
      const move = /Your move: (KEEP|FIRST|VICTIM) .*?(?:of|which of) ([1-6](?: [1-6])*)/.exec(m.body);
      const victim = /Your move: VICTIM/.test(m.body);
      if (victim) {
        const other = [...names.entries()].find(([e]) => e !== m.to && e.startsWith(m.to.split("-")[0] + "-"));
        pending.set(id, { from: m.to, line: `VICTIM ${other?.[1] ?? "x"}` });
      } else if (move) pending.set(id, { from: m.to, line: `${move[1]} ${move[2].split(" ")[0]}` });
    }
    return out;
  };
  const t0 = performance.now();
  const games: Array<{ id: string; players: Array<{ email: string; pw: string }> }> = [];
  for (let g = 0; g < GAMES; g++) {
    const players = [];
    for (const x of ["a", "b"]) {
      const email = `g${g}-${x}@bench.test`;
      names.set(email, `G${g}${x}`);
      const out = await send(email, `REGISTER G${g}${x}`);
      const pw = /Your password is: (\S+)/.exec(out.map((m) => m.body).join("\n"))?.[1];
      if (!pw) throw new Error(`no password for ${email}`);
      players.push({ email, pw });
    }
    const created = await send(players[0].email, `PASSWORD ${players[0].pw}\nCREATE trente\nJOIN`);
    const id = /created (trente-\d+)/.exec(created.map((m) => m.body).join("\n"))?.[1];
    if (!id) throw new Error("no game created");
    await send(players[1].email, `PASSWORD ${players[1].pw}\nJOIN ${id}`);
    await send(players[0].email, `PASSWORD ${players[0].pw}\nSTART ${id}`);
    games.push({ id, players });
  }
  for (let i = 0; mails < MAILS; i++) {
    const g = games[i % games.length];
    const next = pending.get(g.id);
    pending.delete(g.id);
    const p = g.players.find((x) => x.email === next?.from) ?? g.players[i % 2];
    if (next) moves++;
    await send(p.email, `PASSWORD ${p.pw}\nGAME ${g.id}\n${next ? next.line : "STATUS"}`);
  }
  return { mails, moves, secs: (performance.now() - t0) / 1000 };
}

/** The node flags of package.json's start script (e.g. --liftoff-only). */
function startFlags(): string[] {
  const start: string = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start;
  return start.split(/\s+/).filter((w) => w.startsWith("--"));
}

/** Peak RSS of the short-lived process that creates a new PGlite folder (initdb) on a first start. */
async function initdbPeak(tmp: string): Promise<{ peak: number; ms: number }> {
  const t0 = performance.now();
  const c = spawn(process.execPath, [...startFlags(), path.join(ROOT, "dist", "db", "initdb.js"), path.join(tmp, "initdb-alone")], { stdio: "ignore" });
  let peak = 0;
  while (c.exitCode === null) {
    try {
      const v = procStatus(c.pid!, "VmHWM"); // NaN once the process is a zombie
      if (Number.isFinite(v)) peak = Math.max(peak, v);
    } catch {}
    await sleep(10);
  }
  if (c.exitCode !== 0) throw new Error(`initdb child exited with ${c.exitCode}`);
  return { peak, ms: performance.now() - t0 };
}

interface Start { readyMs: number; cpuMs: number; mem: Memory }
interface Figures { first: Start; restarts: Start[]; load?: { mem: Memory; mails: number; moves: number; secs: number }; initdb?: { peak: number; ms: number } }

async function measure(kind: "postgres" | "pglite"): Promise<Figures> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `herald-footprint-${kind}-`));
  const dataDir = path.join(tmp, "data");
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/^(DATABASE_URL|NODE_OPTIONS|PORT|HOST)$/.test(k)) env[k] = v;
  let dbName = "";
  const admin = new pg.Client({ connectionString: SERVER_URL });
  if (kind === "postgres") {
    dbName = `herald_footprint_${process.pid}`;
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    env.DATABASE_URL = `${SERVER_URL.replace(/\/[^/]*$/, "")}/${dbName}`;
  }
  let current: Herald | null = null;
  try {
    const initdb = kind === "pglite" ? await initdbPeak(tmp) : undefined;
    // idle: a few seconds after ready (Herald loads its mail pipeline in the background 2 s after ready)
    const settle = async (h: Herald) => { await sleep(6000); return h.memory(); };
    const h = (current = new Herald(env, dataDir, tmp));
    await h.start();
    const first = { readyMs: h.readyMs, cpuMs: h.readyCpuMs, mem: await settle(h) };
    await h.stop();
    const restarts = [];
    let load: Figures["load"];
    for (let r = 0; r < RUNS; r++) {
      const h2 = (current = new Herald(env, dataDir, tmp));
      await h2.start();
      restarts.push({ readyMs: h2.readyMs, cpuMs: h2.readyCpuMs, mem: await settle(h2) });
      if (r === RUNS - 1 && MAILS > 0) {
        const l = await mailLoad(h2);
        load = { ...l, mem: await settle(h2) };
      }
      await h2.stop();
    }
    return { first, restarts, load, initdb };
  } finally {
    // a failed measurement must not leave Herald running
    if (current?.child && current.child.exitCode === null) await current.stop().catch(() => {});
    if (dbName) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function report(kind: string, f: Figures) {
  const m = (k: keyof Memory) => median(f.restarts.map((r) => r.mem[k]));
  const idle = m("rss");
  console.log(`\n${kind}`);
  console.log(`  first start (empty database): ready in ${(f.first.readyMs / 1000).toFixed(2)} s (CPU ${(f.first.cpuMs / 1000).toFixed(2)} s); RSS ${mb(f.first.mem.rss)}, peak ${mb(f.first.mem.peak)}, heap ${mb(f.first.mem.heapUsed)}`);
  console.log(`  restarts (up-to-date schema, median of ${f.restarts.length}): ready in ${(median(f.restarts.map((r) => r.readyMs)) / 1000).toFixed(2)} s, best ${(Math.min(...f.restarts.map((r) => r.readyMs)) / 1000).toFixed(2)} s` +
    ` (${f.restarts.map((r) => (r.readyMs / 1000).toFixed(2)).join(", ")}; load average ${os.loadavg()[0].toFixed(1)}), CPU ${(median(f.restarts.map((r) => r.cpuMs)) / 1000).toFixed(2)} s; RSS ${mb(idle)}, peak ${mb(m("peak"))}, heap ${mb(m("heapUsed"))} of ${mb(m("heapTotal"))}, external ${mb(m("external"))}`);
  // a first start copies the install-time template (npm ci's postinstall): its peak is the first start's above;
  // only an installation without the template (install scripts skipped) falls back to this child
  if (f.initdb) console.log(`  without the install-time template, a new data folder would be made by an initdb child: peak ${mb(f.initdb.peak)}, ${(f.initdb.ms / 1000).toFixed(1)} s (the install step that makes the template pays it once)`);
  if (f.load) {
    const last = f.restarts.at(-1)!.mem.rss;
    console.log(`  after ${f.load.mails} mails over ${GAMES} games (${f.load.moves} moves, ${(f.load.mails / f.load.secs).toFixed(1)} mails/s): RSS ${mb(f.load.mem.rss)}` +
      ` (${f.load.mem.rss >= last ? "+" : ""}${(((f.load.mem.rss - last) / last) * 100).toFixed(0)} % over that start's ${mb(last)}), peak ${mb(f.load.mem.peak)}, heap ${mb(f.load.mem.heapUsed)} of ${mb(f.load.mem.heapTotal)}, external ${mb(f.load.mem.external)}`);
  }
}

// build first (what `npm start` would do) so that no start below includes a compile
const b = spawnSync(process.execPath, [path.join(ROOT, "scripts", "build.mjs"), "--if-stale"], { cwd: ROOT, stdio: "inherit" });
if (b.status !== 0) process.exit(1);
// npm start runs the prestart script (the build-freshness check) first; timed here on its own
const prestart: string = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.prestart;
const checks: number[] = [];
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  spawnSync("sh", ["-c", prestart], { cwd: ROOT, stdio: "inherit" });
  checks.push(performance.now() - t);
}
console.log(`prestart (build-freshness check, nothing to build): median ${(median(checks) / 1000).toFixed(2)} s`);
console.log(`footprint: ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")}`);
const kinds = args.db === "both" ? (["postgres", "pglite"] as const) : [args.db as "postgres" | "pglite"];
for (const kind of kinds) report(kind, await measure(kind));
