// The embedded database's memory setting: a new PGlite data folder gets shared_buffers 16 MB
// (PostgreSQL's 128 MB default lived in PGlite's WebAssembly memory and cost ~150 MB of resident
// memory), written into its postgresql.conf; a folder whose postgresql.conf asks for more — one made
// before this setting, or edited by hand — still runs with 16 MB, because the setting is also given on
// the command line; and the data survive the reopen. Resident memory itself is measured by
// bench/footprint.ts, not here (it depends on the machine).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { PGLITE_SHARED_BUFFERS } from "../../src/db/pglite.ts";

describe("embedded database memory settings", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "herald-pglite-mem-"));
  // a parent folder that does not exist yet: PGlite does not create it itself
  const dataDir = path.join(tmp, "not", "yet");
  let db: Database | null = null;

  afterAll(async () => {
    await db?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const sharedBuffers = async (d: Database) => {
    const c = await d.sql();
    const [row] = await c.query<{ shared_buffers: string }>("SHOW shared_buffers");
    await c.close();
    return row.shared_buffers;
  };

  it("creates a new folder with 16 MB shared buffers, also in its postgresql.conf", { timeout: 300_000 }, async () => {
    db = await openDatabase({ dataDir });
    expect(PGLITE_SHARED_BUFFERS).toBe("16MB");
    expect(await sharedBuffers(db)).toBe("16MB");
    const conf = fs.readFileSync(path.join(dataDir, "pglite", "postgresql.conf"), "utf8");
    expect(conf).toMatch(/^shared_buffers = 16MB/m);
    const c = await db.sql();
    await c.exec("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')");
    await c.close();
    await db.close();
    db = null;
  });

  it("keeps 16 MB on a folder whose postgresql.conf asks for 128 MB, and keeps its data", { timeout: 300_000 }, async () => {
    const file = path.join(dataDir, "pglite", "postgresql.conf");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^shared_buffers = .*$/m, "shared_buffers = 128MB"));
    db = await openDatabase({ dataDir });
    expect(await sharedBuffers(db)).toBe("16MB");
    const c = await db.sql();
    expect(await c.query("SELECT v FROM kept")).toEqual([{ v: "still here" }]);
    await c.close();
  });
});
