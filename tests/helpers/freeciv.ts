// Plays an AI-only Freeciv game with Debian's freeciv-server (installed by scripts/test.sh) and returns
// its autosaves, one per turn. The server refuses to run as root: it runs as `nobody` in a temporary
// directory it may write. `-r` reads the start-up script (timeout -1: the AI plays turns at once).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const FREECIV = "/usr/games/freeciv-server";

export function playFreeciv(o: { turns: number; gameseed: number; mapseed: number; players?: number }): Buffer[] {
  return runFreeciv(
    [`set aifill ${o.players ?? 3}`, `set gameseed ${o.gameseed}`, `set mapseed ${o.mapseed}`, "set size 1"],
    o.turns,
  );
}

/**
 * Goes on with the game of `save` up to turn `turns`, after the server `commands` (e.g. `remove "Name"`,
 * which takes a player out of the game): the same game (its id and seeds), one save per further turn.
 */
export function continueFreeciv(save: Buffer, o: { turns: number; commands?: string[] }): Buffer[] {
  return runFreeciv(o.commands ?? [], o.turns, save);
}

function runFreeciv(setup: string[], turns: number, from?: Buffer): Buffer[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-fc-"));
  fs.chmodSync(dir, 0o777);
  const script = path.join(dir, "game.serv");
  fs.writeFileSync(
    script,
    [
      "set timeout -1",
      'set autosaves "TURN|GAMEOVER|QUITIDLE|INTERRUPT"',
      "set saveturns 1",
      `set endturn ${turns}`,
      "set minplayers 0",
      "set compresstype XZ",
      'set savename "fc"',
      ...setup,
      "start",
      "",
    ].join("\n"),
  );
  fs.chmodSync(script, 0o644);
  const load = from ? ["-f", path.join(dir, "from.sav.xz")] : [];
  if (from) {
    fs.writeFileSync(load[1], from);
    fs.chmodSync(load[1], 0o644);
  }
  const port = String(5600 + (process.pid % 300));
  const asNobody = process.getuid?.() === 0 ? ["runuser", "-u", "nobody", "--"] : [];
  const [cmd, ...args] = [...asNobody, FREECIV, ...load, "-r", script, "-s", dir, "-p", port, "-e", "-q", "1"];
  execFileSync(cmd, args, { stdio: ["ignore", "ignore", "ignore"], timeout: 120_000 });
  const saves = fs
    .readdirSync(dir)
    .filter((f) => /^fc-T\d+.*\.sav\.xz$/.test(f))
    .sort();
  const out = saves.map((f) => fs.readFileSync(path.join(dir, f)));
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}
