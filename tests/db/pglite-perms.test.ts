// The embedded database holds every secret (seeds, hands, password hashes): its folder is 0700 and its
// files 0600, those PGlite writes at start-up and those an older Herald left world-writable.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-perms-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function modes(root: string): { path: string; mode: number; dir: boolean }[] {
  const out: { path: string; mode: number; dir: boolean }[] = [];
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    out.push({ path: p, mode: st.mode & 0o777, dir: st.isDirectory() });
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
  };
  walk(root);
  return out;
}

describe("PGlite data files", () => {
  it("are readable by their owner only, old world-writable ones included", { timeout: 120_000 }, async () => {
    const data = path.join(dir, "data");
    fs.mkdirSync(path.join(data, "pglite"), { recursive: true, mode: 0o777 });
    fs.writeFileSync(path.join(data, "pglite", "left-by-old-herald"), "x", { mode: 0o666 });
    fs.chmodSync(path.join(data, "pglite", "left-by-old-herald"), 0o666);
    const db = await openDatabase({ dataDir: data });
    try {
      await db.prisma.$queryRawUnsafe("CREATE TABLE t (x int)");
      await db.prisma.$queryRawUnsafe("INSERT INTO t VALUES (1)");
    } finally {
      await db.close();
    }
    const all = modes(data);
    expect(all.length).toBeGreaterThan(10);
    const loose = all.filter((m) => (m.mode & 0o077) !== 0).map((m) => `${m.path} ${m.mode.toString(8)}`);
    expect(loose).toEqual([]);
    expect(all.filter((m) => m.dir).every((m) => m.mode === 0o700)).toBe(true);
  });
});
