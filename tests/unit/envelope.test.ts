// The envelope rules of docs/protocol-spec.md: where command lines stop, and the subject tag.
import { describe, expect, it } from "vitest";
import { commandLines } from "../../src/mail/envelope.ts";
import { gameIdFromSubject } from "../../src/lib/game-id.ts";
import { maskLine } from "../../src/commands/run.ts";
import { parseDuration, formatDuration } from "../../src/service/deadlines.ts";

describe("command lines", () => {
  it("keeps lines, drops blanks and surrounding spaces", () => {
    expect(commandLines("  join regicide-1 \r\n\r\n\tplay   7h\n")).toEqual(["join regicide-1", "play   7h"]);
  });
  it("stops at END", () => {
    expect(commandLines("ME\nEND\nLIST")).toEqual(["ME"]);
    expect(commandLines("ME\nend\nLIST")).toEqual(["ME"]);
  });
  it("stops at a signature separator", () => {
    expect(commandLines("ME\n-- \nAnn\nLIST")).toEqual(["ME"]);
    expect(commandLines("ME\n--\nAnn")).toEqual(["ME"]);
  });
  it("stops at quoted text and quote headers", () => {
    expect(commandLines("PLAY 7H\n> HELP\n> LIST")).toEqual(["PLAY 7H"]);
    expect(commandLines("PLAY 7H\nOn Mon, 1 Dec 2026 at 10:00, Herald <h@x> wrote:\n> x")).toEqual(["PLAY 7H"]);
    expect(commandLines("PLAY 7H\nOn Mon, 1 Dec 2026 at 10:00, Herald <h@x>\nwrote:\n> x")).toEqual(["PLAY 7H"]);
    expect(commandLines("PLAY 7H\nLe lun. 1 déc. 2026, Herald a écrit :\n> x")).toEqual(["PLAY 7H"]);
    expect(commandLines("YIELD\n-----Original Message-----\nFrom: Herald")).toEqual(["YIELD"]);
    expect(commandLines("YIELD\n\nFrom: Herald <h@x>\nSent: Monday\nTo: Ann\nSubject: x\n\nLIST")).toEqual(["YIELD"]);
  });
  it("does not take a command line starting with From for a quote header", () => {
    expect(commandLines("FROM the top\nME")).toEqual(["FROM the top", "ME"]);
  });
  it("reads the game tag of a subject", () => {
    expect(gameIdFromSubject("Re: Fwd: [regicide-12] your turn")).toBe("regicide-12");
    expect(gameIdFromSubject("[3K-5] x")).toBe("3k-5");
    expect(gameIdFromSubject("no tag")).toBeNull();
  });
  it("masks passwords in echoed lines", () => {
    expect(maskLine("password  hunter22")).toBe("PASSWORD ******");
    expect(maskLine("PASSWORD CHANGE newsecret")).toBe("PASSWORD CHANGE ******");
    expect(maskLine("AS ann PASSWORD CHANGE x")).toBe("AS ann PASSWORD ******");
    expect(maskLine("  play   7h ")).toBe("play 7h");
  });
  it("reads durations as players type them", () => {
    expect(parseDuration("48h")).toBe(172800);
    expect(parseDuration("1d12h")).toBe(129600);
    expect(parseDuration("90m")).toBe(5400);
    expect(parseDuration("soon")).toBeNull();
    expect(formatDuration(129600)).toBe("1d 12h");
  });
});

describe("docs/protocol.md", () => {
  it("is the HELP texts of the current code (regenerate with npx tsx scripts/gen-protocol-doc.ts)", async () => {
    const fs = await import("node:fs");
    const { protocolDoc } = await import("../../src/commands/protocol-doc.ts");
    const { GAMES } = await import("../../src/games/index.ts");
    const { Games } = await import("../../src/games/registry.ts");
    expect(fs.readFileSync(new URL("../../docs/protocol.md", import.meta.url), "utf8")).toBe(protocolDoc(new Games(GAMES)));
  });
});
