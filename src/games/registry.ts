// The game kinds one Herald runs: built from the list of engines given to buildApp (src/runtime.ts) and
// handed down on the App, so the service finds a game only through what it was given (no module-level
// table filled by imports). Adding a game = one folder in src/games/<kind>/ exporting a GameEngine, plus
// one line in the list of src/games/index.ts.
import { addCatalogs, patternOf } from "../i18n/format.ts";
import { LANGUAGES } from "../i18n/msg.ts";
import type { GameEngine } from "./engine.ts";
import { stepped } from "./rng.ts";
import { prefixOfGameId } from "../lib/game-id.ts";

export class Games {
  private readonly byName = new Map<string, GameEngine>();
  private readonly list: readonly GameEngine[];

  constructor(engines: readonly GameEngine[]) {
    // every step the service applies moves the game's generators to the next step (src/games/rng.ts)
    this.list = [...new Set(engines)].map((e) => stepped(e));
    for (const engine of this.list) {
      // the engine's words join the catalogs (its ids start with its kind, so they never collide)
      if (engine.messages) addCatalogs(engine.messages);
      for (const name of [engine.kind, ...(engine.aliases ?? [])]) {
        const had = this.byName.get(name.toLowerCase());
        if (had && had !== engine) throw new Error(`two games are called ${name}: ${had.kind} and ${engine.kind}`);
        this.byName.set(name.toLowerCase(), engine);
      }
    }
  }

  /** The engine of a kind or alias given on CREATE ("3k"), without case. */
  find(kindOrAlias: string): GameEngine | undefined {
    return this.byName.get(kindOrAlias.toLowerCase()) ?? this.byTitle(kindOrAlias);
  }

  /**
   * The engine whose title, in any language, is the word typed, spaces, case and accents aside
   * ("tresreinos", "Τριάντα", "relais"): players name a game the way their mails title it.
   */
  private byTitle(word: string): GameEngine | undefined {
    const key = (s: string) =>
      s
        .normalize("NFD")
        .replace(/[\p{M}\s’'-]/gu, "")
        .toLowerCase();
    const typed = key(word);
    if (!typed) return undefined;
    return this.list.find((e) => LANGUAGES.some((l) => key(patternOf(l, `${e.kind}.title`) ?? "") === typed));
  }

  /** The engine that owns a game id such as "regicide-12" or "3k-5". */
  forGameId(id: string): GameEngine | undefined {
    const prefix = prefixOfGameId(id);
    return this.list.find((e) => e.idPrefix === prefix);
  }

  /** Every engine, in the order given. */
  all(): readonly GameEngine[] {
    return this.list;
  }
}
