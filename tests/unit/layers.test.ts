// The service's layers: src/commands and src/intake use src/service (its jobs included), never the other
// way round; the intake, the verbs and the service name no game (outside comments); one option parser
// gives one error for every bad duration.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseOptionWords, takeServiceOptions } from "../../src/commands/options.ts";
import { format } from "../../src/i18n/format.ts";
import { COMMANDS, findCommand } from "../../src/commands/table.ts";

const root = new URL("../../src/", import.meta.url).pathname;
const files = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => path.join(root, dir, f));
/** the code of a file without its comments */
const code = (f: string) =>
  fs
    .readFileSync(f, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1");

describe("layers", () => {
  it("src/service never imports src/commands or src/intake (the verbs and the intake use the service)", () => {
    for (const f of files("service")) expect(code(f), f).not.toMatch(/from "(\.\.\/)+(commands|intake)\//);
    // and the verbs do use the service: the direction is real, not an accident of an empty folder
    expect(files("commands").some((f) => /from "\.\.\/service\//.test(code(f)))).toBe(true);
  });

  it("src/intake, src/commands and src/service name no game outside comments", () => {
    for (const f of [...files("intake"), ...files("commands"), ...files("service")])
      expect(code(f), f).not.toMatch(/killer|regicide|trente|threekingdoms|three kingdoms/i);
  });
});

describe("one option parser", () => {
  it("key=value words: keys lower-cased, a bare word is true, the last one wins", () => {
    expect(parseOptionWords(["Target=3", "fast", "target=4"])).toEqual({ target: "4", fast: "true" });
  });

  it("the service's options leave the rest to the game, and every bad duration gets the same message", () => {
    const raw = parseOptionWords(["deadline=24h", "remind=0", "vacation=2d", "turnReminder=7d", "lang=Ελληνικά", "target=3"]);
    const r = takeServiceOptions(raw);
    expect(r.ok && r.value.set).toEqual({
      deadlineSeconds: 86400,
      remindSeconds: 0,
      vacationCapSeconds: 172800,
      turnReminderSeconds: 604800,
      lang: "el",
    });
    expect(raw).toEqual({ target: "3" });
    const bad = (w: string) => {
      const x = takeServiceOptions(parseOptionWords([w]));
      return x.ok ? "" : format("en", x.error);
    };
    expect(bad("deadline=soon")).toBe("deadline=soon: give a duration such as 48h, 2d or 90m, at most 366d");
    expect(bad("remind=soon")).toBe("remind=soon: give a duration such as 48h, 2d or 90m, at most 366d (or 0 for none)");
    expect(bad("turnreminder=9999999w")).toMatch(/^turnreminder=9999999w: give a duration/);
    expect(bad("lang=tlh")).toMatch(/^lang=tlh: Herald speaks en \(English\)/);
  });
});

describe("the command table", () => {
  it("names each verb once, with its help in the catalogs, and finds verbs and aliases in any case", () => {
    const verbs = COMMANDS.map((c) => c.verb);
    expect(new Set(verbs).size).toBe(verbs.length);
    expect(findCommand("language")?.verb).toBe("LANGUAGE");
    expect(findCommand("Lang")?.verb).toBe("LANGUAGE");
    expect(findCommand("PLAY")).toBeUndefined(); // a game move
    for (const c of COMMANDS) for (const f of c.forms) expect(format("en", { id: f.help })).not.toMatch(/^\[/);
  });
});
