// The mail path knows the service's verbs from the catalogs' `core.verb.*` (src/i18n/verbs.ts), which are
// the command table's: a verb missing there let a last line "RENAME Ann Rename" from a sender named Ann
// Rename pass for a sign-off and vanish.
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../src/commands/table.ts";
import { isServiceVerb, verbsOf } from "../../src/i18n/verbs.ts";
import { mailLines } from "../../src/mail/parse.ts";

describe("the service verbs", () => {
  it("are exactly the command table's verbs and their English words in the catalogs (LANG)", () => {
    const core = verbsOf("core");
    expect(core.map((v) => v.verb).sort()).toEqual(COMMANDS.map((c) => c.verb).sort());
    for (const c of COMMANDS) expect(isServiceVerb(c.verb.toLowerCase()), c.verb).toBe(true);
    expect(isServiceVerb("Ann")).toBe(false);
  });

  it("keep a last line that is a command, even when it reads like the sender's name", () => {
    expect(mailLines("ME\nRENAME Ann Rename", "Ann Rename", "ann@example.test")).toEqual(["ME", "RENAME Ann Rename"]);
    expect(mailLines("STATUS\nPASS", "Pass", "pass@example.test")).toEqual(["STATUS", "PASS"]);
    // a sign-off is still dropped
    expect(mailLines("STATUS\nAnn", "Ann Rename", "ann@example.test")).toEqual(["STATUS"]);
  });
});
