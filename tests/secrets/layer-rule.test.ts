// The gate's layer rule (scripts/check-layers.mjs): in src/web only the gate's modules read stored mails,
// replies, press, held news, a game's log, its row or its stored files. Shown to fire on a planted file (in a copy of the
// tree's shape, so the real src/ is never touched), and to hold on the real tree.
import { describe, expect, it } from "vitest";
import { runCheck } from "../helpers/source-check.ts";

const run = (files?: Record<string, string>) => runCheck("scripts/check-layers.mjs", files);

describe("the gate's layer rule", () => {
  it("fails on a web handler that reads a reply itself, and only there", () => {
    const files: Record<string, string> = {};
    // the planted route: Herald's reply to any mail, by the id in the address
    files["src/web/pages/planted.ts"] = [
      "export async function planted(app: any, id: number) {",
      "  const total = await app.db.prisma.outbox.count({});",
      "  const prisma = app.db.prisma;",
      "  return [total, await prisma.outbox.findFirst({ where: { inboundId: id } })];",
      "}",
      // and a relay's stored save, by its digest
      "export const save = (app: any, d: string) => app.db.prisma.gameFile.findFirst({ where: { sha256: d } });",
    ].join("\n");
    // the gate's own module may read them
    files["src/web/mails.ts"] =
      "export const one = (app: any, id: number) => app.db.prisma.outbox.findFirst({ where: { id } });\n";
    const r = run(files);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("src/web/pages/planted.ts:4: prisma.outbox.findFirst");
    expect(r.stderr).toContain("src/web/pages/planted.ts:6: prisma.gameFile.findFirst");
    expect(r.stderr).not.toContain("planted.ts:2"); // a count reads no content
    expect(r.stderr).not.toMatch(/src\/web\/mails\.ts:\d/);
  });

  it("holds on the real tree", () => {
    const r = run();
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
