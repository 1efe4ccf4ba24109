// The mail protocol as a Markdown document, built from the HELP texts (the general one, generated from
// the command table, and each game's), in English, so docs/protocol.md and the HELP mails say the same thing.
import type { Games } from "../games/registry.ts";
import { generalHelp } from "./table.ts";
import { format } from "../i18n/format.ts";

export function protocolDoc(games: Games): string {
  const parts = [
    "# Herald's mail protocol",
    "",
    "Generated from the texts that `HELP` and `HELP <kind>` mail out (`npx tsx scripts/gen-protocol-doc.ts`).",
    "The product-level rules (envelope, authentication, addressing) are those of docs/protocol-spec.md;",
    "this page is what Herald actually understands, aliases and extra verbs included.",
    "",
    "## Envelope and authentication",
    "",
    "- One command per line; verbs are case-insensitive; extra spaces are forgiven. Reading stops at a",
    "  line `END`, a signature separator `-- `, quoted text (`>` lines, `On … wrote:`, Outlook's",
    "  `From: … Sent: …` block). HTML-only mail is converted to text; attachments are ignored (the reply says so).",
    "- `GAME <game-id>` — or `[<game-id>]` in the subject — makes the following lines apply to that game.",
    "  `CREATE` and `JOIN` also set the current game for the rest of the mail.",
    "- Authenticate with a line `PASSWORD <password>`, or by replying to a mail from Herald: its",
    "  `Reply-To` (`herald+<key>@…`) carries a key that identifies you. The From address must be yours.",
    "  Every failure gives the same answer: `unknown account or wrong password`.",
    "- Every mail gets one reply listing each line with `OK` or `ERROR <reason>`. A failing line changes",
    "  nothing; the other lines still run, in order. The same mail (same Message-ID) is never applied twice.",
    "- The reply is followed by what the commands changed, for you: the news of the game it is tagged with",
    "  (what everyone is told, then what is for you only), so a move draws one mail back, not two. The other",
    "  players and observers get that news in a mail of their own; news of another game the mail touched",
    "  comes in that game's own mail. Someone acting for you (`AS`) gets their reply; your news comes to you.",
    "- Auto-replies, bounces, list mail and Herald's own mail are recorded and never answered. Error-only",
    "  replies are limited per sender and hour.",
    "- The start mail carries the SHA-256 of the game's secret seed, signed by Herald (`HELP KEY`). After the",
    "  end the seed is revealed and `HISTORY <game-id>` mails the signed record; `npm run cli -- verify",
    '  <HISTORY mail> <start mail>` checks it and recomputes every draw (README, "Fair play"). Games whose',
    "  secrets outlive them publish no record; a seatless administrator may take it with",
    "  `HISTORY <game-id> REVEAL`, and every player is told.",
    "",
    "## Service commands (`HELP`)",
    "",
    "```",
    generalHelp(games, "en"),
    "```",
  ];
  for (const e of games.all()) {
    parts.push(
      "",
      `## ${e.kind}${e.aliases?.length ? ` (also: ${e.aliases.join(", ")})` : ""} — \`HELP ${e.kind}\``,
      "",
      "```",
      format("en", e.help).trim(),
      "```",
    );
  }
  return parts.join("\n") + "\n";
}
