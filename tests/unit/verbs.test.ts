// The mail path's list of service verbs (src/lib/verbs.ts) is the command table's: a verb missing there
// let a last line "RENAME Ann Rename" from a sender named Ann Rename pass for a sign-off and vanish.
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../src/commands/table.ts";
import { verbsOf } from "../../src/i18n/verbs.ts";
import { SERVICE_VERBS } from "../../src/lib/verbs.ts";
import { mailLines } from "../../src/mail/parse.ts";

describe("the service verbs", () => {
  it("are exactly the command table's verbs and their English words in the catalogs (LANG)", () => {
    const core = verbsOf("core");
    expect(core.map((v) => v.verb).sort()).toEqual(COMMANDS.map((c) => c.verb).sort());
    expect([...SERVICE_VERBS].sort()).toEqual(core.flatMap((v) => v.words.en).sort());
  });

  it("keep a last line that is a command, even when it reads like the sender's name", () => {
    expect(mailLines("ME\nRENAME Ann Rename", "Ann Rename", "ann@example.test")).toEqual(["ME", "RENAME Ann Rename"]);
    expect(mailLines("STATUS\nPASS", "Pass", "pass@example.test")).toEqual(["STATUS", "PASS"]);
    // a sign-off is still dropped
    expect(mailLines("STATUS\nAnn", "Ann Rename", "ann@example.test")).toEqual(["STATUS"]);
  });
});
