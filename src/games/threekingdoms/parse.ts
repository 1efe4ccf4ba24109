// The game's verbs as players type them (docs/protocol-spec.md): PLAY, RESPOND, PASS, DISCARD, DONE, CHOOSE,
// AUTO, SKILL. Case and spacing are forgiven, and card codes may be typed in any language; card codes are checked for shape here and resolved
// against the hand in apply (where duplicates like SLASH-8S / SLASH-8S#2 are known).
import { err, ok, type Result } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import { words } from "../words.ts";
import { looksLikeCode } from "./cards/cards.ts";
import { englishCode, localCardName } from "./cards/words.ts";
import { type AutoRule, type Move } from "./types.ts";
import { autoRules } from "./skills.ts";

const VERBS: Record<string, Move["v"]> = {
  PLAY: "PLAY",
  USE: "PLAY",
  EQUIP: "PLAY",
  RESPOND: "RESPOND",
  ANSWER: "RESPOND",
  PASS: "PASS",
  DISCARD: "DISCARD",
  DONE: "DONE",
  CHOOSE: "CHOOSE",
  PICK: "CHOOSE",
  AUTO: "AUTO",
  SKILL: "SKILL",
};

const AUTO_ALIASES: Record<string, AutoRule> = {
  DODGE: "dodge",
  "ALWAYS-DODGE": "dodge",
  SLASH: "slash",
  "ALWAYS-SLASH": "slash",
  "NEVER-NULLIFY": "never-nullify",
  "NO-NULLIFY": "never-nullify",
  "NEVER-NULLIFICATION": "never-nullify",
  "NULLIFY-IF-TARGET": "nullify-if-target",
  "NULLIFY-WHEN-TARGET": "nullify-if-target",
  "ONLY-WHEN-TARGET": "nullify-if-target",
  "TARGET-ONLY": "nullify-if-target",
  PASS: "pass",
  "ALWAYS-PASS": "pass",
  "NEVER-GUICAI": "never-guicai",
  "NO-GUICAI": "never-guicai",
};

/** Reads an AUTO argument: LIST, CLEAR, OFF, OFF <rule>, <rule>. */
export function parseAuto(text: string): Result<string> {
  const t = text.trim().toUpperCase().replace(/\s+/g, "-");
  if (t === "" || t === "LIST") return ok("list");
  if (t === "CLEAR" || t === "OFF" || t === "NONE") return ok("clear");
  const off = /^(OFF|NO)-(.+)$/.exec(t);
  const rule = AUTO_ALIASES[off ? off[2] : t];
  if (!rule) return err(m("threekingdoms.err.autoRule", { rule: text.trim(), rules: autoRules().join(", ") }));
  return ok(off ? `off:${rule}` : rule);
}

/** Splits card words: commas and spaces both separate. */
const cardWords = (ws: string[]): string[] =>
  ws
    .flatMap((w) => w.split(","))
    .map((w) => w.trim())
    .filter(Boolean);

function cardsAndSpear(ws: string[]): Result<{ cards: string[]; spear: boolean }> {
  let spear = false;
  let list = cardWords(ws);
  if (list.length && /^(SERPENT-)?SPEAR$/i.test(list[0])) {
    spear = true;
    list = list.slice(1);
  }
  if (list.length === 0) return err(m(spear ? "threekingdoms.err.nameTwo" : "threekingdoms.err.nameCard"));
  for (const c of list) if (!looksLikeCode(c)) return err(m("threekingdoms.err.notACodeLong", { word: c }));
  return ok({ cards: list, spear });
}

export function parseLine(line: string): Result<Move> | null {
  // card codes in the reader's language (MATAR-7C, ΧΤΥΠΗΜΑ-7C) are read as the English ones (cards/words.ts)
  let ws = words(line.replace(/(->|→)/g, " -> ")).map((w) => w.split(",").map(englishCode).join(","));
  // "<card> AS <name>": a skill lets the card count as another (Wusheng, Longdan, Qingguo, Qixi…)
  let as: string | undefined;
  const k = ws.findIndex((w, i) => i > 0 && w.toUpperCase() === "AS");
  if (k > 0 && ws[k + 1]) {
    as = localCardName(ws[k + 1]) ?? ws[k + 1].toUpperCase();
    ws = [...ws.slice(0, k), ...ws.slice(k + 2)];
  }
  if (ws.length === 0) return null;
  const v = VERBS[ws[0].toUpperCase()];
  if (!v) return null;
  const rest = ws.slice(1);
  switch (v) {
    case "PASS":
      return ok({ v: "PASS" });
    case "DONE":
      return ok({ v: "DONE" });
    case "SKILL":
      return ok({ v: "SKILL", text: rest.join(" ") });
    case "AUTO": {
      const a = parseAuto(rest.join(" "));
      return a.ok ? ok({ v: "AUTO", rule: a.value }) : a;
    }
    case "CHOOSE":
      if (!rest.length) return err(m("threekingdoms.err.chooseWhat"));
      return ok({ v: "CHOOSE", choice: rest.join(" ") });
    case "DISCARD": {
      const list = cardWords(rest);
      if (!list.length) return err(m("threekingdoms.err.discardWhich"));
      for (const c of list) if (!looksLikeCode(c)) return err(m("threekingdoms.err.notACode", { word: c }));
      return ok({ v: "DISCARD", cards: list });
    }
    case "RESPOND": {
      if (rest.length === 1 && rest[0].toUpperCase() === "PASS") return ok({ v: "PASS" });
      const arrow = rest.indexOf("->");
      const c = cardsAndSpear(arrow >= 0 ? rest.slice(0, arrow) : rest);
      return c.ok ? ok({ v: "RESPOND", ...c.value }) : c;
    }
    case "PLAY": {
      const arrow = rest.indexOf("->");
      let left = arrow >= 0 ? rest.slice(0, arrow) : rest;
      let right = arrow >= 0 ? rest.slice(arrow + 1) : [];
      if (arrow < 0) {
        // without an arrow: card codes first, then player names ("PLAY SLASH-7S Bob")
        const k = left.findIndex((w, i) => !(i === 0 && /^(SERPENT-)?SPEAR$/i.test(w)) && !cardWords([w]).every(looksLikeCode));
        if (k >= 0) {
          right = left.slice(k);
          left = left.slice(0, k);
        }
        if (right.length && /^(ON|TO|AT)$/i.test(right[0])) right = right.slice(1);
      }
      if (left.length === 0 && right.length) return err(m("threekingdoms.err.notACodeLong", { word: right[0] }));
      const c = cardsAndSpear(left);
      if (!c.ok) return c;
      const joined = right.join(" ");
      const targets = joined.includes(",")
        ? joined
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean)
        : right;
      return ok({ v: "PLAY", ...c.value, targets, ...(as ? { as } : {}) });
    }
  }
  return null;
}
