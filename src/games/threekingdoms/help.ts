// HELP threekingdoms: the rules summary, the verbs, and every general with how to use each skill by
// mail, built from the generals' and skills' data so it cannot drift from the code.
import { GENERALS, KINGDOM_TITLE } from "./generals.ts";
import { skillDef } from "./skills.ts";
import "./skills-all.ts";

const BASE = `Three Kingdoms (Sanguosha), identity mode, with the 25 standard generals (CREATE option generals=on, the default)
or without (generals=off: everyone 4 HP, the Lord 5 with 5+ players, no skills).
Identities: the Lord is public; Loyalists protect the Lord, Rebels want the Lord dead, the Traitor wants to be last alive.
Generals: the Lord chooses first from Cao Cao, Liu Bei, Sun Quan + 2 random (shown to all); every other player is dealt
  3 (2 each with 10 players) and chooses privately; all are revealed together. HP is the general's; the Lord +1 (not
  with 4 players); gender is the general's. CHOOSE <general code>; a deadline takes the first offered.
Seats: the places round the table are drawn at START from the game's seed (your seat number stays your join
  order); mails list the players round the table in turn order, from the Lord (who plays first).
Turn: start, judgement, draw 2, play (one Slash per turn), discard down to your HP, end.
Verbs: PLAY <card> [-> <player> …] (e.g. PLAY SLASH-7S -> Bob; PLAY BORROWED-SWORD-QC -> Ann Bob; PLAY SPEAR <card> <card> -> Bob with the Serpent Spear)
  PLAY <card> AS <name> -> <player> when a skill lets a card count as another (Wusheng, Longdan, Qixi)
  RESPOND <card> or PASS when asked (Dodge, Slash, Peach, Nullification; a card a skill converts answers too);
  DISCARD <card> …; DONE ends your Play phase; CHOOSE <card|HAND|ICE|general|player|option> when asked;
  SKILL <skill> [<card> …] [-> <player> …] uses an active skill in your Play phase (e.g. SKILL KUROU);
  AUTO dodge | slash | never-nullify | never-guicai | pass, AUTO OFF <rule>, AUTO CLEAR, AUTO LIST (standing answers).
Every living player who could answer is asked in each response window (Dodge, Peach, Nullification…), whatever
  they hold, so being asked reveals nothing; AUTO answers at once the same way with or without the card.
Cards are named by the codes in your hand listing (NAME-<rank><suit>, e.g. DODGE-2H, PEACH-QD, NULLIFY-JS).
Options: generals=on|off, traitors=2 (6 or 8 players), maneuvering (adds Wine and Supply Shortage), lord=<seat>
  (the first Lord), series (one deal per player, the Lord passing on; scores add up, the highest total wins).
  Each game's scores (the seed's 4th-edition table) are mailed at its end; a series ends with a table of scores per deal.
Variants from the seed (CREATE options, off by default; see docs/three-kingdoms.md):
  finalthree=on: once only three players are left (from round R, the round the third-from-last went out), every living
    player loses 1 HP at the start of each round from round R+4 on (after three full rounds), at the same time. It is
    loss of HP, not damage: no source, no damage skill, no reward for a death by it. The dying are settled one by one in
    turn order from the Lord (Peaches save). When everyone left is at 1 HP, nobody loses HP that round (they would all be
    out together: they go on to the next round). It goes on with two players left.
  protect=on (needs series=on): the first player out of a deal is protected in the next deal: when they would be
    dying they keep a drop of blood (HP 1, no Peaches asked), until another player is out or they attack (play a Slash
    or Duel on another player, or deal damage to one). Not with darksouls.
  reincarnation=on (needs generals=on): a dead player stays at the table. In your Play phase, once per round, you may
    give a dead player one hand card face down: SKILL SACRIFICE <card> -> <player>. At 4 sacrificed cards (3 with 4 or 5
    players) they come back at once with those cards as their hand and 1 HP, as a random unused general of their
    general's kingdom (any kingdom for a Qun general). A player who came back counts as out for victory and scores, may
    not sacrifice, and killing them gives no reward or penalty; they may come back again. With no general of the
    kingdom left they keep the cards but take no more sacrifices.
  darksouls=on: when a Loyalist, Rebel or Traitor dies, their Dark Soul possesses a living player: the dead player is
    asked CHOOSE <player>. Arhat (a dead Loyalist's) takes 1 of the next damage to its host, who then discards a hand
    card. Xuanwu (a dead Rebel's) draws a card face down; as each Play phase of its host begins it may CHOOSE USE (or
    PASS) to swap it with a hand card of the host taken unseen, which is discarded. Yusuke (a dead Traitor's): as each
    Play phase of its host begins it may CHOOSE USE (or PASS) to make the host discard the hand and draw as many. Each
    soul acts once, and is gone with its host. Not with reincarnation or protect.
  mode=3v3: exactly 6 players in two teams: seats 1-3 (join order) and 4-6, seats 1 and 4 the coaches. A draw makes
    one team warm (coach: the Lord card, forwards: Loyalist cards) and the other cool (Traitor, Rebels); identities
    are public. Each coach sits between their forwards. Draft: 16 of the generals are shown (the other 9 never are);
    the warm coach says which coach picks first (CHOOSE WARM | COOL); the coaches pick 1-2-2-2-2-2-2-2-1 (CHOOSE
    <general>, one at a time); then each coach secretly places three of their eight on coach, forward A and forward B
    (CHOOSE, three times), shown together once both have placed. Coaches +1 HP and max HP; no Lord skills; no
    Lightning (set aside); 4 cards each. The cool coach says which side acts first (CHOOSE WARM | COOL). The sides take
    actions in turn: the side's coach CHOOSEs COACH (one turn) or FORWARDS (each upright living forward plays a turn,
    one after the other). A card is turned when its turn begins; when every living card is turned all are upright
    again; a side with no upright card passes the right to the other. The first action is a coach's. Barbarian
    Invasion, Arrow Barrage, Peach Garden and Bountiful Harvest go round in the direction the user names: PLAY <card>
    -> <neighbour> (the first reached after you), or no name for the turn order. Any kill draws 3 cards, even of a
    team-mate. The game ends when a coach dies: the other team wins. Not with series, lord, traitors=2, generals=off
    or the other variants.`;

function generalsText(): string {
  const lines: string[] = ["Generals (code: name, kingdom, HP; skills — how to use them by mail):"];
  for (const g of GENERALS) {
    lines.push(`${g.code}: ${g.name}, ${KINGDOM_TITLE[g.kingdom]}${g.gender === "f" ? ", female" : ""}, ${g.hp} HP`);
    for (const s of g.skills) {
      const d = skillDef(s);
      if (!d) continue;
      lines.push(`  ${d.title}${d.lord ? " (Lord skill)" : ""}: ${d.text}${d.usage ? ` [${d.usage}]` : ""}`);
    }
  }
  return lines.join("\n");
}

export function helpText(): string {
  return `${BASE}\n${generalsText()}`;
}
