// The subject of a mail says what it asks (src/service/notices.ts, asking): "your turn" when the mail
// asks its reader to act, the game's news otherwise.
import { describe, expect, it } from "vitest";
import { Notices, type Recipient } from "../../src/service/notices.ts";
import type { Work } from "../../src/db/work.ts";
import { m } from "../../src/i18n/msg.ts";

const ann: Recipient = { accountId: 1, email: "ann@example.test", lang: "en" };
const GAME = "trente-1";

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
