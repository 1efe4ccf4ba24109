import { describe, expect, it } from "vitest";
import { killerEngine as E } from "../../../src/games/killer/index.ts";
import { en, errorOf } from "./helpers.ts";

const p = (line: string) => E.parse(line);
const value = (line: string) => {
  const r = p(line);
  if (!r || !r.ok) throw new Error(`${line}: ${r ? en(r.error) : "null"}`);
  return r.value;
};

describe("options", () => {
  it("defaults: Highlander, no options, report every 10 turns", () => {
    expect(E.parseOptions({})).toEqual({
      ok: true,
      value: {
        variant: "highlander",
        noInnocent: false,
        killedTargetAlwaysCount: false,
        rated: false,
        reportEvery: 10,
        order: null,
      },
    });
  });
  it('reads bare flags (given as "true"), any case and spelling of the keys', () => {
    const r = E.parseOptions({
      variant: "Quick",
      noinnocent: "true",
      "killed-target-always-count": "yes",
      rated: "true",
      reportevery: "5",
    });
    expect(r).toEqual({
      ok: true,
      value: { variant: "quick", noInnocent: true, killedTargetAlwaysCount: true, rated: true, reportEvery: 5, order: null },
    });
    expect(E.parseOptions({ quick: "true" })).toMatchObject({ ok: true, value: { variant: "quick" } });
    expect(E.parseOptions({ rated: "no" })).toMatchObject({ ok: true, value: { rated: false } });
  });
  it("rejects bad options with a reason naming them", () => {
    expect(errorOf(E.parseOptions({ variant: "blitz" }))).toContain("variant");
    expect(errorOf(E.parseOptions({ colour: "red" }))).toContain("colour");
    expect(errorOf(E.parseOptions({ reportevery: "ten" }))).toContain("reportEvery");
    expect(errorOf(E.parseOptions({ rated: "maybe" }))).toContain("rated");
    expect(E.parseOptions({ quick: "true", highlander: "true" })).toMatchObject({ ok: false });
    expect(errorOf(E.parseOptions({ order: "Rome,Gaul" }))).toContain("3");
    expect(errorOf(E.parseOptions({ order: "Rome,Gaul,rome" }))).toContain("twice");
  });
  it("reads order as a comma list", () => {
    expect(E.parseOptions({ order: "Rome,Gaul,Egypt" })).toMatchObject({ ok: true, value: { order: ["Rome", "Gaul", "Egypt"] } });
  });
  it("JOIN needs civ=<name>, one word, not a number", () => {
    const opts = (E.parseOptions({}) as { ok: true; value: never }).value;
    expect(E.parseJoinOptions!({ civ: "Rome" }, opts, [])).toEqual({ ok: true, value: { civ: "Rome" } });
    expect(errorOf(E.parseJoinOptions!({}, opts, []))).toContain("civ=");
    expect(E.parseJoinOptions!({ civ: "true" }, opts, [])).toMatchObject({ ok: false });
    expect(E.parseJoinOptions!({ civ: "12" }, opts, [])).toMatchObject({ ok: false });
    expect(E.parseJoinOptions!({ civ: "turn" }, opts, [])).toMatchObject({ ok: false });
    expect(E.parseJoinOptions!({ colour: "red" }, opts, [])).toMatchObject({ ok: false });
  });
  it("JOIN refuses a civilization already chosen, whatever its case", () => {
    const opts = (E.parseOptions({}) as { ok: true; value: never }).value;
    const seated = [{ seat: 1, name: "Ann", options: { civ: "Rome" } }];
    expect(errorOf(E.parseJoinOptions!({ civ: "rome" }, opts, seated))).toBe(
      "Ann has chosen Rome already: civilizations must differ, and case does not count",
    );
    expect(E.parseJoinOptions!({ civ: "Romans" }, opts, seated)).toEqual({ ok: true, value: { civ: "Romans" } });
  });
});

describe("parse", () => {
  it("returns null for other games' verbs", () => {
    expect(p("PLAY 7H")).toBeNull();
    expect(p("KEEP 5 6")).toBeNull();
    expect(p("")).toBeNull();
  });
  it("forgives case and spacing", () => {
    expect(value("  killed   carthage  turn  42 ")).toEqual({ type: "killed", victim: "carthage", turn: 42 });
    expect(value("Killed Carthage 42")).toEqual({ type: "killed", victim: "Carthage", turn: 42 });
    expect(value("target")).toEqual({ type: "target" });
    expect(value("null agree")).toEqual({ type: "null", agree: true });
    expect(value("NULL refuse")).toEqual({ type: "null", agree: false });
    expect(value("ranks")).toEqual({ type: "ranks" });
    expect(value("confirm R3")).toEqual({ type: "confirm", id: "r3" });
    expect(value("confirm 3")).toEqual({ type: "confirm", id: "r3" });
    expect(value("reject r12")).toEqual({ type: "reject", id: "r12" });
    expect(value("KILL rome gaul TURN 7")).toEqual({ type: "kill", killer: "rome", victim: "gaul", turn: 7 });
    expect(value("turn 12")).toEqual({ type: "turn", turn: 12 });
    expect(value("report")).toEqual({ type: "report" });
    expect(value("finish")).toEqual({ type: "finish" });
  });
  it("reads POWER groups joined by =, with or without spaces, and an optional TURN", () => {
    expect(value("POWER Rome Gaul=Egypt Persia")).toEqual({
      type: "power",
      turn: null,
      groups: [["Rome"], ["Gaul", "Egypt"], ["Persia"]],
    });
    expect(value("power turn 10 rome gaul = egypt, persia")).toEqual({
      type: "power",
      turn: 10,
      groups: [["rome"], ["gaul", "egypt"], ["persia"]],
    });
  });
  it("gives clear errors for malformed lines", () => {
    for (const line of [
      "KILLED",
      "KILLED Carthage",
      "KILLED Carthage TURN x",
      "KILL Rome TURN 3",
      "TURN",
      "TURN 0",
      "TURN -3",
      "CONFIRM",
      "NULL",
      "NULL maybe",
      "POWER",
      "TARGET Rome",
    ]) {
      const r = p(line);
      expect(r, line).not.toBeNull();
      expect(r!.ok, line).toBe(false);
    }
  });
});
