// A reply to a stranger repeats at most 120 characters of an error (src/commands/run.ts, cut): the cut
// falls between words, in every language, so that no Greek or Spanish hint ends in half a word.
import { describe, expect, it } from "vitest";
import { cut, ECHO_TO_STRANGER, renderReply } from "../../src/commands/run.ts";
import { format } from "../../src/i18n/format.ts";
import { m } from "../../src/i18n/msg.ts";

const LONG_EL =
  "άγνωστη εντολή «ΠΑΙΞΤΕ» — η HELP δείχνει τις εντολές· για κίνηση σε παρτίδα γράψε GAME <game-id> ή βάλε [game-id] στο θέμα του μηνύματος";

describe("a cut text", () => {
  it("ends between words, with …", () => {
    const text = cut(LONG_EL, 120);
    expect(text.length).toBeLessThanOrEqual(121);
    expect(text.endsWith("…")).toBe(true);
    const kept = text.slice(0, -1);
    // every word kept is a whole word of the text
    const words = LONG_EL.split(/\s+/);
    for (const w of kept.split(/\s+/)) expect(words).toContain(w);
  });

  it("a text within the limit is left whole; one long token is cut where it must", () => {
    expect(cut("short text", 120)).toBe("short text");
    expect(cut("x".repeat(200), 120)).toBe(`${"x".repeat(120)}…`);
    // the limit falling just before a space keeps the last word
    expect(cut("aaaa bbbb cccc", 9)).toBe("aaaa bbbb…");
  });

  it("a stranger's reply cuts a long Greek error between words", () => {
    const error = m("core.unknownCommand", { verb: "ΠΑΙΞΤΕ" });
    const full = format("el", error);
    expect(full.length).toBeGreaterThan(ECHO_TO_STRANGER.error);
    const reply = renderReply([{ line: "ΠΑΙΞΤΕ 5H", result: { ok: false, error }, lang: "el" }], [], ECHO_TO_STRANGER, "el");
    const shown = reply
      .split("\n")
      .find((l) => l.startsWith("ERROR "))!
      .slice("ERROR ".length);
    expect(shown.endsWith("…")).toBe(true);
    const kept = shown.slice(0, -1);
    expect(full.startsWith(kept)).toBe(true);
    // what follows the kept part in the whole text is a space: no word was cut
    expect(full[kept.length]).toMatch(/\s/);
  });
});
