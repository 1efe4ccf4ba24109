// Which press mail a subject answers (src/intake/press-hint.ts pressSenderIn): Herald's press subject in
// any of its languages, behind whatever a client puts before it, and nothing else.
import { describe, expect, it } from "vitest";
import { pressSenderIn } from "../../src/intake/press-hint.ts";
import { format } from "../../src/i18n/format.ts";
import { LANGUAGES, m } from "../../src/i18n/msg.ts";
import { kindTitle } from "../../src/service/games.ts";

const KINDS = ["regicide", "killer"];
const subject = (lang: (typeof LANGUAGES)[number], kind: string, name: string) =>
  `[${kind}-4] ${format(lang, m("core.press.subject", { kind: kindTitle(kind), name }))}`;

describe("pressSenderIn", () => {
  it("reads the sender's name from a press subject in every language, behind any reply prefix", () => {
    for (const lang of LANGUAGES)
      for (const kind of KINDS)
        for (const re of ["", "Re: ", "RE : ", "AW: ", "Re: Re: "])
          expect(pressSenderIn(`${re}${subject(lang, kind, "Ann Lee")}`, KINDS), `${lang} ${kind} ${re}`).toBe("Ann Lee");
  });

  it("reads nothing from other subjects", () => {
    for (const s of ["Re: [regicide-4] Regicide — news", "Re: your commands", "press from Ann", ""])
      expect(pressSenderIn(s, KINDS), s).toBeNull();
  });
});
