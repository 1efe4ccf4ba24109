// `npm run cli -- verify FILE` reads a saved HISTORY mail as a mail client saves it: an .eml whose
// long lines may be quoted-printable encoded and wrapped.
import { describe, expect, it } from "vitest";
import "../../src/games/index.ts";
import { composeRaw } from "../../src/mail/compose.ts";
import { readRecord, recordText, verifyRecord } from "../../src/verify.ts";
import { RECORD_BEGIN, RECORD_END } from "../../src/commands/history.ts";
import { seedCommitment } from "../../src/accounts/secrets.ts";

describe("verify reads a saved mail", () => {
  it("decodes a quoted-printable .eml and verifies a Trente record with no moves", async () => {
    const seed = "ab".repeat(32);
    const rec = {
      id: "trente-1", kind: "trente", seed, commitment: seedCommitment(seed), options: { rules: "house" },
      players: [{ seat: 1, name: "Ann", options: {} }, { seat: 2, name: "Bob", options: {} }], log: [],
    };
    const body = `> HISTORY trente-1\nOK the record of trente-1.\n${RECORD_BEGIN}\n${JSON.stringify(rec)}\n${RECORD_END}\n`;
    const raw = await composeRaw({ from: "herald@x.test", to: "ann@x.test", subject: "[trente-1] Re: history", text: body + "é".repeat(200) });
    expect(raw.toString()).toMatch(/quoted-printable|base64/i);
    const parsed = readRecord(await recordText(raw));
    expect(parsed).toEqual(rec);
    const rep = verifyRecord(parsed);
    expect(rep.ok).toBe(true);
    expect(rep.lines.join("\n")).toMatch(/roll 1: [1-6]( [1-6]){5}/);
    // a wrong seed is caught
    expect(verifyRecord({ ...parsed, seed: "cd".repeat(32) }).ok).toBe(false);
  });
});
