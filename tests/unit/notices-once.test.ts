// Each fact once, decided on what lines are (src/commands/notices.ts, once): every event a mail gathers
// stays, in order, however often its words recur; only the reader's situation drops what the mail
// already said. Before, a mail gathering several steps lost the second "Ann sets aside 4." and a digest
// told a broken story.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Notices, type Recipient } from "../../src/commands/notices.ts";
import type { Work } from "../../src/db/work.ts";
import { m } from "../../src/i18n/msg.ts";

const ann: Recipient = { accountId: 1, email: "ann@example.test", lang: "en" };
const GAME = "trente-1";

function mail(events: string[], view: string, waiting = "Waiting for: Bob."): string {
  const n = new Notices();
  for (const e of events) n.addPublic(ann, GAME, "news", e);
  n.setSituation(GAME, () => ({ publicParts: [waiting], privateParts: [view] }));
  n.tellSituation(ann, GAME, "news");
  return n.takeFor(ann.accountId, GAME, "en");
}

describe("a mail that gathers several steps", () => {
  it("keeps every event, even one whose words an earlier event said", () => {
    const body = mail(["Ann sets aside 4.", "Ann rolls 4 2 1.", "Ann sets aside 4.", "Ann hits 30 exactly."], "Your dice: none.");
    expect(body.match(/Ann sets aside 4\./g)).toHaveLength(2);
    expect(body.indexOf("Ann rolls 4 2 1.")).toBeLessThan(body.lastIndexOf("Ann sets aside 4."));
    expect(body).toContain("Ann hits 30 exactly.");
  });

  it("says the situation once: a view line an event already stated is left out", () => {
    const body = mail(["Ann rolls 4 2 1."], "Ann rolls 4 2 1.\nYour total: 26.");
    expect(body.match(/Ann rolls 4 2 1\./g)).toHaveLength(1);
    expect(body).toContain("Your total: 26.");
    expect(body).toContain("Waiting for: Bob.");
  });

  it("property: every event line is in the mail as often as it was said, in order", () => {
    const line = fc.constantFrom<string>("Ann sets aside 4.", "Ann rolls 6 6 1.", "Bob keeps 5 5.", "Cid passes the dice.");
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.uniqueArray(line, { maxLength: 3 }), (events, view) => {
        // each line of the view a paragraph of its own (a paragraph whose first line is new stays whole)
        const body = mail(events, view.join("\n\n") || "Your dice: none.");
        const lines = body.split("\n").filter((l) => events.includes(l) || view.includes(l));
        // the events first, in order, then the view's lines no event said
        expect(lines).toEqual([...events, ...view.filter((l) => !events.includes(l))]);
      }),
    );
  });
});

describe("the subject says what a mail asks", () => {
  const drain = async (awaited: boolean) => {
    const n = new Notices();
    n.addPublic(ann, GAME, m("core.subject.news", { kind: "Trente" }), "Bob rolls 6 6 1.");
    n.setSituation(GAME, () => ({ publicParts: [], privateParts: awaited ? ["Your turn: KEEP <dice>"] : [], awaited }));
    n.tellSituation(ann, GAME, m("core.subject.news", { kind: "Trente" }));
    // a reader on DELIVERY every: nothing is held, the work is not used
    return (await n.drain(null as unknown as Work, { inboundId: null }, new Date(0)))[0].subject;
  };
  it("'your turn' when it asks the reader to act, 'news' otherwise", async () => {
    expect(await drain(true)).toBe("Trente — your turn");
    expect(await drain(false)).toBe("Trente — news");
  });
});
