// Plays an AI-only Freeciv game with Debian's freeciv-server (installed by scripts/test.sh) and returns
// its autosaves, one per turn. The server refuses to run as root: it runs as `nobody` in a temporary
// directory it may write. `-r` reads the start-up script (timeout -1: the AI plays turns at once).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const FREECIV = "/usr/games/freeciv-server";

export function playFreeciv(o: { turns: number; gameseed: number; mapseed: number; players?: number }): Buffer[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "herald-fc-"));
  fs.chmodSync(dir, 0o777);
  const script = path.join(dir, "game.serv");
  fs.writeFileSync(
    script,
    [
      `set aifill ${o.players ?? 3}`,
      "set timeout -1",
      'set autosaves "TURN|GAMEOVER|QUITIDLE|INTERRUPT"',
      "set saveturns 1",
      `set endturn ${o.turns}`,
      `set gameseed ${o.gameseed}`,
      `set mapseed ${o.mapseed}`,
      "set size 1",
      "set minplayers 0",
      "set compresstype XZ",
      'set savename "fc"',
      "start",
      "",
    ].join("\n"),
  );
  fs.chmodSync(script, 0o644);
  const port = String(5600 + (process.pid % 300));
  const asNobody = process.getuid?.() === 0 ? ["runuser", "-u", "nobody", "--"] : [];
  const [cmd, ...args] = [...asNobody, FREECIV, "-r", script, "-s", dir, "-p", port, "-e", "-q", "1"];
  execFileSync(cmd, args, { stdio: ["ignore", "ignore", "ignore"], timeout: 120_000 });
  const saves = fs
    .readdirSync(dir)
    .filter((f) => /^fc-T\d+.*\.sav\.xz$/.test(f))
    .sort();
  const out = saves.map((f) => fs.readFileSync(path.join(dir, f)));
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}
