// Writes docs/protocol.md from the same texts HELP mails out, so the document never drifts from
// what Herald answers: `npx tsx scripts/gen-protocol-doc.ts`. A test checks it is up to date.
import fs from "node:fs";
import { protocolDoc } from "../src/commands/protocol-doc.ts";
import { GAMES } from "../src/games/index.ts";
import { Games } from "../src/games/registry.ts";

fs.writeFileSync(new URL("../docs/protocol.md", import.meta.url), protocolDoc(new Games(GAMES)));
console.log("docs/protocol.md written");
