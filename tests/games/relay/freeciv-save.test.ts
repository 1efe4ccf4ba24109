// The Freeciv save reader on real saves of Debian's freeciv-server 3.0 (tests/fixtures/freeciv: an
// AI-only game, gameseed 12345, mapseed 6789) and on hostile ones: a truncated xz, a 1 GiB
// decompression bomb (158 KiB of xz), a 10 MiB line. Refusals are checked for their reason, not their
// speed (no test depends on an idle machine): what bounds their time is that the reader stops at the
// caps, which the "stops early" cases show by counting the bytes it took from the decoder.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readFreecivSave, DEFAULT_LIMITS } from "../../../src/games/relay/freeciv/save.ts";
import { compressionOf, decompressed } from "../../../src/games/relay/freeciv/decompress.ts";

const dir = path.join(import.meta.dirname, "../../fixtures/freeciv");
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(dir, name)));

describe("Freeciv saves read", () => {
  it("reads turn, year, players, nations, alive flags, scores and identity from an xz save", async () => {
    const r = await readFreecivSave(fixture("turn10.sav.xz"));
    expect(r).toEqual({
      ok: true,
      facts: {
        turn: 10,
        year: -3550,
        identity: "8YvdEsbtWrQx7A06xcEa_j6XQl6c7SSA/12345",
        players: [
          { index: 0, name: "Gorm den Gamle", nation: "Danish", alive: true, score: 5 },
          { index: 1, name: "Askia Daoud", nation: "Songhai", alive: true, score: 4 },
          { index: 2, name: "Alfred the Great", nation: "English", alive: true, score: 5 },
        ],
      },
    });
  });

  it("reads the same facts from gzip and from plain text", async () => {
    const xz = await readFreecivSave(fixture("turn02.sav.xz"));
    const gz = await readFreecivSave(fixture("turn02.sav.gz"));
    expect(xz.ok && xz.facts.turn).toBe(2);
    expect(gz).toEqual(xz);
    const plain = new Uint8Array(Buffer.concat(await chunks(fixture("turn02.sav.xz"))));
    expect(compressionOf(plain)).toBe("plain");
    expect(await readFreecivSave(plain)).toEqual(xz);
  });

  it("the identity stays the same over a game's saves", async () => {
    const a = await readFreecivSave(fixture("turn01.sav.xz"));
    const b = await readFreecivSave(fixture("turn10.sav.xz"));
    expect(a.ok && b.ok && a.facts.identity === b.facts.identity).toBe(true);
  });
});

describe("hostile saves refused", () => {
  it("a truncated xz", async () => {
    expect(await readFreecivSave(fixture("truncated.sav.xz"))).toEqual({
      ok: false,
      refusal: { code: "corrupt", compression: "xz" },
    });
  });

  it("a 1 GiB xz bomb stops at the cap", async () => {
    const bomb = fixture("bomb-1g.sav.xz");
    expect(bomb.length).toBeLessThan(200_000);
    const limit = 4 * 1024 * 1024;
    expect(await readFreecivSave(bomb, { ...DEFAULT_LIMITS, maxBytes: limit })).toEqual({
      ok: false,
      refusal: { code: "tooLarge", limit },
    });
    // at the default cap too
    expect(await readFreecivSave(bomb)).toEqual({ ok: false, refusal: { code: "tooLarge", limit: DEFAULT_LIMITS.maxBytes } });
  });

  it("the decoder is left as soon as the cap is passed (it never inflates the rest)", async () => {
    let taken = 0;
    const limit = 1024 * 1024;
    await expect(
      (async () => {
        for await (const c of decompressed(fixture("bomb-1g.sav.xz"), limit)) taken += c.length;
      })(),
    ).rejects.toEqual({ code: "tooLarge", limit });
    expect(taken).toBeLessThanOrEqual(limit);
  });

  it("a gzip bomb stops at the cap", async () => {
    const bomb = gzipSync(Buffer.concat([Buffer.from("[savefile]\n"), Buffer.alloc(16 * 1024 * 1024, "a=1\n")]));
    const limit = 2 * 1024 * 1024;
    expect(await readFreecivSave(bomb, { ...DEFAULT_LIMITS, maxBytes: limit })).toEqual({
      ok: false,
      refusal: { code: "tooLarge", limit },
    });
  });

  it("a 10 MiB line", async () => {
    expect(await readFreecivSave(fixture("line-10m.sav.xz"))).toEqual({
      ok: false,
      refusal: { code: "lineTooLong", line: 4, limit: DEFAULT_LIMITS.maxLine },
    });
  });

  it("bzip2 and zstd are named as unsupported", async () => {
    expect(await readFreecivSave(Buffer.from("BZh91AY&SY"))).toEqual({
      ok: false,
      refusal: { code: "unsupported", compression: "bzip2" },
    });
    expect(await readFreecivSave(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0, 0]))).toEqual({
      ok: false,
      refusal: { code: "unsupported", compression: "zstd" },
    });
  });

  it("a save without its facts says which is missing", async () => {
    const r = await readFreecivSave(Buffer.from('[savefile]\nversion=40\n[game]\nturn=3\n[player0]\nname="A"\n'));
    expect(r).toEqual({ ok: false, refusal: { code: "missing", what: "game.year" } });
  });

  it("any bytes: a refusal or facts, never a throw; cut or flipped real saves never pass as another turn", async () => {
    const real = fixture("turn02.sav.xz");
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (bytes) => {
        const r = await readFreecivSave(bytes);
        expect(r.ok).toBe(false);
      }),
      { numRuns: 200 },
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: real.length - 1 }), fc.integer({ min: 1, max: 255 }), async (at, x) => {
        const cut = real.slice(0, at);
        expect((await readFreecivSave(cut)).ok).toBe(false);
        const flipped = real.slice();
        flipped[at] ^= x;
        const r = await readFreecivSave(flipped);
        // xz checks its CRC64: a flipped byte is refused, or (in padding) changes nothing read
        if (r.ok) expect(r.facts.turn).toBe(2);
      }),
      { numRuns: 60 },
    );
  });
});

async function chunks(b: Uint8Array): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for await (const c of decompressed(b, DEFAULT_LIMITS.maxBytes)) out.push(Buffer.from(c));
  return out;
}
