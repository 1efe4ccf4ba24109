// A new embedded database is a copy of the install-time template (no initdb at start: its memory
// peak, docs/footprint.md). The copy must be a working database of its own, and an existing folder is
// never overwritten.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { ensurePGliteFolder, PGLITE_OPTIONS, templateFolder } from "../../src/db/pglite.ts";

describe("PGlite template folder", () => {
  it("npm ci made the template, and a new data folder is a copy that opens and keeps its own data", async () => {
    const template = templateFolder();
    expect(fs.existsSync(path.join(template, "PG_VERSION")), `no template at ${template}: did npm ci run its postinstall?`).toBe(
      true,
    );
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "herald-template-"));
    try {
      const a = path.join(tmp, "a"),
        b = path.join(tmp, "b");
      ensurePGliteFolder(a);
      ensurePGliteFolder(b);
      expect(fs.readFileSync(path.join(a, "PG_VERSION"), "utf8")).toBe(
        fs.readFileSync(path.join(template, "PG_VERSION"), "utf8"),
      );
      const lite = new PGlite(a, PGLITE_OPTIONS);
      await lite.exec("CREATE TABLE t (x int); INSERT INTO t VALUES (42);");
      expect((await lite.query<{ shared_buffers: string }>("SHOW shared_buffers")).rows[0].shared_buffers).toBe("16MB");
      await lite.close();
      // a second ensure on a folder that has a database leaves it alone
      ensurePGliteFolder(a);
      const again = new PGlite(a, PGLITE_OPTIONS);
      expect((await again.query<{ x: number }>("SELECT x FROM t")).rows).toEqual([{ x: 42 }]);
      await again.close();
      // the other copy is a database of its own: the table is not there, and the template is untouched
      const other = new PGlite(b, PGLITE_OPTIONS);
      await expect(other.query("SELECT x FROM t")).rejects.toThrow(/does not exist/);
      await other.close();
      expect(fs.existsSync(path.join(template, "base"))).toBe(true);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 120_000);
});
