// Creates a new SQL migration offline with Prisma's WASM schema engine, using throwaway in-memory
// PGlite databases as the development and the shadow database (no server, no download).
// Usage: npm run db:make-migration NAME   (writes prisma/migrations/<timestamp>_NAME/migration.sql)
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

(globalThis as any).PRISMA_WASM_PANIC_REGISTRY ??= { set_message: (m: string) => console.error("schema engine panic:", m) };
const require = createRequire(import.meta.url);
const wasmPath = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")), "schema_engine_bg.wasm");
const instance = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(wasmPath)), {
  "./schema_engine_bg.js": bg as any,
});
(bg as any).__wbg_set_wasm(instance.exports);
(instance.exports as any).__wbindgen_start();

const name = process.argv[2] ?? "migration";
const schemaPath = path.resolve("prisma/schema.prisma");
const schema = { files: [{ path: schemaPath, content: fs.readFileSync(schemaPath, "utf8") }] };
const baseDir = path.resolve("prisma/migrations");
const filters = { externalTables: [], externalEnums: [] };

// the shape the engine expects for "the migrations folder"
function migrationsList() {
  fs.mkdirSync(baseDir, { recursive: true });
  const lock = path.join(baseDir, "migration_lock.toml");
  const dirs = fs
    .readdirSync(baseDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return {
    baseDir,
    shadowDbInitScript: "",
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lock) ? fs.readFileSync(lock, "utf8") : null },
    migrationDirectories: dirs.map((d) => ({
      path: d,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok" as const, value: fs.readFileSync(path.join(baseDir, d, "migration.sql"), "utf8") },
      },
    })),
  };
}

// development database and shadow databases: fresh in-memory PGlite instances
const dev = new PGlite();
const shadows: PGlite[] = [];
const devFactory = new PrismaPGlite(dev);
const factory = {
  provider: devFactory.provider,
  adapterName: devFactory.adapterName,
  connect: () => devFactory.connect(),
  async connectToShadowDb() {
    const db = new PGlite();
    shadows.push(db);
    return new PrismaPGlite(db).connect();
  },
};
const engine = await bg.SchemaEngine.new(
  { datamodels: schema.files.map((f) => [f.path, f.content]) as any },
  () => {},
  bindMigrationAwareSqlAdapterFactory(factory as any),
);
try {
  // the same order as `prisma migrate dev`: diagnose, apply what exists, compute the shadow schema, diff
  await engine.devDiagnostic({ migrationsList: migrationsList(), filters });
  await engine.applyMigrations({ migrationsList: migrationsList(), filters });
  await engine.diagnoseMigrationHistory({ migrationsList: migrationsList(), optInToShadowDatabase: true, filters });
  const out = await engine.createMigration({
    draft: false,
    migrationName: name,
    migrationsList: migrationsList(),
    schema,
    filters,
  });
  if (!out.migrationScript) console.log("schema unchanged: no migration");
  else {
    const dir = path.join(baseDir, out.generatedMigrationName);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "migration.sql"), out.migrationScript);
    const lock = path.join(baseDir, "migration_lock.toml");
    if (!fs.existsSync(lock)) fs.writeFileSync(lock, `provider = "${out.connectorType}"\n`);
    console.log("created", out.generatedMigrationName);
  }
} finally {
  engine.free();
  await dev.close();
  for (const s of shadows) await s.close().catch(() => {});
}
