// The seed's variants as CREATE options, and the combinations refused with a clear error.
import { describe, expect, it } from "vitest";
import { threekingdomsEngine as E } from "../../../src/games/threekingdoms/index.ts";
import { en } from "./helpers.ts";

const parse = (raw: Record<string, string>) => E.parseOptions(raw);
const error = (raw: Record<string, string>) => {
  const r = parse(raw);
  expect(r.ok, JSON.stringify(raw)).toBe(false);
  return r.ok ? "" : en(r.error);
};

describe("variant options", () => {
  it("are off by default and read on/off like the other switches", () => {
    // off = absent: a plain game's options are exactly those of before the variants existed
    const d = parse({});
    expect(d.ok && d.value).toEqual({ traitors: 1, maneuvering: false, series: false, lord: null, generals: true });
    const off = parse({ finalthree: "off", mode: "identity", darksouls: "no" });
    expect(off.ok && off.value).toEqual(d.ok && d.value);
    const f = parse({ finalthree: "on" });
    expect(f.ok && f.value.finalthree).toBe(true);
    const re = parse({ reincarnation: "on", finalthree: "on", series: "on" });
    expect(re.ok && re.value).toMatchObject({ reincarnation: true, finalthree: true, generals: true });
    const p = parse({ protect: "yes", series: "on", finalthree: "1" });
    expect(p.ok && p.value).toMatchObject({ protect: true, series: true, finalthree: true });
    expect(parse({ mode: "identity" }).ok).toBe(true);
  });

  it("refuse protect without a series: it carries the first player out of one deal into the next", () => {
    expect(error({ protect: "on" })).toMatch(/protect=on needs series=on/);
  });

  it("refuse protect with Dark Souls (the seed's rule 2 is for games without Dark Souls cards)", () => {
    expect(error({ protect: "on", series: "on", darksouls: "on" })).toMatch(/protect=on and darksouls=on cannot be combined/);
  });

  it("refuse reincarnation with Dark Souls, and reincarnation without generals", () => {
    expect(error({ reincarnation: "on", darksouls: "on" })).toMatch(/reincarnation=on and darksouls=on cannot be combined/);
    expect(error({ reincarnation: "on", generals: "off" })).toMatch(/reincarnation=on needs generals=on/);
  });

  it("refuse 3v3 with the identity-mode options, naming them", () => {
    expect(error({ mode: "3v3", series: "on", finalthree: "on" })).toMatch(/mode=3v3 cannot be combined with series, finalthree/);
    expect(error({ mode: "3v3", lord: "2" })).toMatch(/cannot be combined with lord/);
    expect(error({ mode: "3v3", traitors: "2" })).toMatch(/cannot be combined with traitors=2/);
  });

  it("accept mode=3v3 alone (it plays with generals); refuse it without generals", () => {
    const r = parse({ mode: "3v3" });
    expect(r.ok && r.value).toEqual({ traitors: 1, maneuvering: false, series: false, lord: null, generals: true, mode: "3v3" });
    expect(error({ mode: "3v3", generals: "off" })).toMatch(/mode=3v3 cannot be combined with generals=off/);
  });

  it("refuse unknown values and keys", () => {
    expect(error({ mode: "2v2" })).toMatch(/^option mode:/);
    expect(error({ finalthree: "maybe" })).toMatch(/^option finalthree:/);
    expect(error({ finalfour: "on" })).toMatch(/finalfour/);
  });

  it("are described by HELP threekingdoms", () => {
    for (const k of ["finalthree=on", "protect=on", "reincarnation=on", "darksouls=on", "mode=3v3"])
      expect(en(E.help)).toContain(k);
  });
});
