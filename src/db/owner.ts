// The embedded database has one owner. PGlite is PostgreSQL running inside one process, with no server
// between the data folder and the process: a second process that opens the same folder (`cli migrate`,
// `npm run db:migrate`, `cli key new`, a second `npm start`) runs a second PostgreSQL over files the
// first one is writing, and may corrupt them. So whoever opens DATA_DIR's database first writes a lock
// file beside it naming itself — its pid and, where the system says it, the process's start time — and
// removes it on close; everyone else is refused with a message that says what to do.
//
// A lock whose process is gone (killed with -9, the machine lost power) is stale and taken over: the
// pid is checked with signal 0, and the start time guards against the pid having been given to another
// process since (a container restarts with the same small pids).
import fs from "node:fs";
import path from "node:path";
import { openDatabase, type Database } from "./client.ts";

export class DatabaseBusy extends Error {}

interface Owner {
  pid: number;
  /** the process's start time in clock ticks since boot (Linux /proc), when known */
  started?: string;
  /** what holds it, for the message */
  what: string;
}

export function ownerFile(dataDir: string): string {
  return path.join(dataDir, "pglite.owner");
}

/** Field 22 of /proc/<pid>/stat: when the process started, fixed for its life (undefined off Linux). */
function startTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // the command name (field 2) is in parentheses and may hold spaces: count from after it
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function alive(o: Owner): boolean {
  if (o.pid === process.pid) return false; // a lock of this very process is one a previous life left
  try {
    process.kill(o.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = startTime(o.pid);
  return !o.started || !now || now === o.started;
}

/**
 * Takes the embedded database of `dataDir` for this process, or throws DatabaseBusy naming its owner.
 * Returns the release (removes the lock when it is still this process's).
 */
export function claimEmbedded(dataDir: string, what: string): () => void {
  const file = ownerFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const me: Owner = { pid: process.pid, started: startTime(process.pid), what };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: "wx", mode: 0o600 });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw e;
    }
    let held: Owner | null = null;
    try {
      held = JSON.parse(fs.readFileSync(file, "utf8")) as Owner;
    } catch {
      // unreadable or half written: the writer died between open and write, or is writing now
      if (attempt === 0) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        continue;
      }
    }
    if (held && alive(held))
      throw new DatabaseBusy(
        `the embedded database in ${path.resolve(dataDir, "pglite")} is in use by ${held.what} (pid ${held.pid}); ` +
          "it has a single owner. Stop that Herald first" +
          (what.includes("migrat") ? " (a starting Herald migrates the database itself)" : "") +
          `, or run this against a PostgreSQL DATABASE_URL. (Lock file: ${file}; it is removed when that process stops.)`,
      );
    fs.rmSync(file, { force: true }); // stale: its process is gone
  }
  return () => {
    try {
      const held = JSON.parse(fs.readFileSync(file, "utf8")) as Owner;
      if (held.pid === me.pid && held.started === me.started) fs.rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
  };
}

/**
 * Opens the database as openDatabase does, and for the embedded one in a data folder takes it first
 * (claimEmbedded); closing the database gives it back.
 */
export async function openOwnDatabase(opts: { databaseUrl?: string; dataDir: string }, what: string): Promise<Database> {
  if (opts.databaseUrl || opts.dataDir === ":memory:") return openDatabase(opts);
  const release = claimEmbedded(opts.dataDir, what);
  // a process that ends without closing (exit on a fatal error) leaves no lock behind either
  process.once("exit", release);
  let db: Database;
  try {
    db = await openDatabase(opts);
  } catch (e) {
    release();
    throw e;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        release();
        process.off("exit", release);
      }
    },
  };
}
