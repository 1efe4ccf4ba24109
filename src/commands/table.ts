// The one command table: every service verb with its aliases, its argument syntax, its help text (a
// message id) and its handler. `dispatch` runs a line from it (run.ts runs a mail's lines through it); the general HELP is generated from it, in the
// reader's language — no separate HELP text to keep in step with a switch. A line whose verb is in no
// entry is a game move (run.ts gameLine).
import type { MailContext, CommandResult } from "../service/context.ts";
import { AUTH_ERROR, ERROR, OK, replyLanguage } from "../service/context.ts";
import * as life from "./lifecycle.ts";
import { passwordReset } from "./password-reset.ts";
import * as admin from "./admin.ts";
import { history } from "./history.ts";
import { rollback } from "./rollback.ts";
import { fileOf, upload } from "./files.ts";
import { key } from "./keys.ts";
import { vacation } from "./vacation.ts";
import { gender } from "./gender.ts";
import { standing } from "./standing.ts";
import { press } from "./press.ts";
import { webhook } from "./webhook.ts";
import { delivery } from "./delivery.ts";
import { asPlayer, gameLine, selectGame } from "./moves.ts";
import { words } from "../games/words.ts";
import { helpText, keyHelp, kindsList } from "./help.ts";
import { publicKey } from "../fairplay/key-store.ts";
import type { Games } from "../games/registry.ts";
import { format } from "../i18n/format.ts";
import { m, type Lang } from "../i18n/msg.ts";
import { canonicalVerb, canonicalLine, verbIn, verbKey, verbsOf } from "../i18n/verbs.ts";

/** The words of a verb besides the one shown: the reader's language's others, then the English ones. */
function otherWords(lang: Lang, verb: string, shown: string): string[] {
  const v = verbsOf("core").find((x) => x.verb === verb);
  // the language's synonyms, not every form of each (AIDER, AIDEZ are AIDE's; DÉMARRER is another verb):
  // a word is shown unless one already shown begins as it does
  const stem = (w: string) => verbKey(w).slice(0, 4);
  const stems = new Set([stem(shown)]);
  const synonyms = (v?.words[lang] ?? []).filter((w) => !stems.has(stem(w)) && !!stems.add(stem(w)));
  return [...new Set([...synonyms, ...(v?.words.en ?? [])])].filter((w) => w !== shown);
}

/** What a handler receives of its line. */
export interface Call {
  /** the words after the verb */
  args: string[];
  /** the line after the verb, spacing kept (REGISTER and RENAME take a name with spaces) */
  rest: string;
  /** the whole line */
  line: string;
}

export type Section = "accounts" | "games" | "timers" | "host" | "admin";

/** One way of writing a command, as HELP shows it: `VERB <args>` and what it does. */
export interface Form {
  /** message id of the arguments' syntax ("<display name>"); none for a bare verb */
  args?: string;
  /** message id of what this form does (continuation lines start with a newline) */
  help: string;
  /** a sub-verb shown after the verb (PASSWORD CHANGE, LOGOUT ALL) */
  sub?: string;
}

export interface Command {
  /** the English verb; its words in every language are the catalogs' `core.verb.<verb>` (i18n/verbs.ts) */
  verb: string;
  section: Section;
  forms: Form[];
  handler: (ctx: MailContext, c: Call) => Promise<CommandResult>;
  /** only answers a question: repeated in one mail, it is answered once */
  answerOnce?: boolean;
  /** never writes (no savepoint needed) */
  writesNothing?: boolean;
}

export const COMMANDS: Command[] = [
  // ---- accounts
  {
    verb: "REGISTER",
    section: "accounts",
    forms: [{ args: "core.args.displayName", help: "core.help.register" }],
    handler: (ctx, c) => life.register(ctx, c.rest),
  },
  {
    verb: "PASSWORD",
    section: "accounts",
    forms: [
      { args: "core.args.password", help: "core.help.password" },
      { sub: "CHANGE", args: "core.args.newPassword", help: "core.help.passwordChange" },
      { sub: "RESET", args: "core.args.resetKey", help: "core.help.passwordReset" },
    ],
    handler: async (ctx, c) => {
      if (c.args[0]?.toUpperCase() === "CHANGE") return life.passwordChange(ctx, c.args.slice(1).join(" "));
      if (c.args[0]?.toUpperCase() === "RESET") return passwordReset(ctx, c.args.slice(1));
      if (ctx.actingAdmin) return ERROR(m("core.as.noPassword"));
      return ctx.account ? OK(m("core.authenticated")) : ERROR(AUTH_ERROR);
    },
  },
  {
    verb: "LOGOUT",
    section: "accounts",
    forms: [{ sub: "ALL", help: "core.help.logoutAll" }],
    handler: async (ctx, c) => {
      if (c.args[0]?.toUpperCase() !== "ALL" || c.args.length > 1) return ERROR(m("core.logout.usage"));
      return life.logoutAll(ctx);
    },
  },
  {
    verb: "RENAME",
    section: "accounts",
    forms: [{ args: "core.args.displayName", help: "core.help.rename" }],
    handler: (ctx, c) => life.rename(ctx, c.rest),
  },
  { verb: "ME", section: "accounts", answerOnce: true, forms: [{ help: "core.help.me" }], handler: (ctx) => life.me(ctx) },
  {
    verb: "LANGUAGE",
    section: "accounts",
    forms: [{ args: "core.args.language", help: "core.help.language" }],
    handler: (ctx, c) => life.language(ctx, c.args),
  },
  {
    verb: "GENDER",
    section: "accounts",
    forms: [{ args: "core.args.gender", help: "core.help.gender" }],
    handler: (ctx, c) => gender(ctx, c.args),
  },
  // ---- games
  { verb: "LIST", section: "games", answerOnce: true, forms: [{ help: "core.help.list" }], handler: (ctx) => life.list(ctx) },
  {
    verb: "CREATE",
    section: "games",
    forms: [{ args: "core.args.create", help: "core.help.create" }],
    handler: (ctx, c) => life.create(ctx, c.args),
  },
  {
    verb: "JOIN",
    section: "games",
    forms: [{ args: "core.args.join", help: "core.help.join" }],
    handler: (ctx, c) => life.join(ctx, c.args),
  },
  {
    verb: "START",
    section: "games",
    forms: [{ args: "core.args.gameId", help: "core.help.start" }],
    handler: (ctx, c) => life.start(ctx, c.args),
  },
  {
    verb: "STATUS",
    section: "games",
    answerOnce: true,
    forms: [{ args: "core.args.gameIdOptional", help: "core.help.status" }],
    handler: (ctx, c) => life.status(ctx, c.args),
  },
  {
    verb: "RESIGN",
    section: "games",
    forms: [{ args: "core.args.gameId", help: "core.help.resign" }],
    handler: (ctx, c) => life.resign(ctx, c.args),
  },
  {
    verb: "OBSERVE",
    section: "games",
    forms: [{ args: "core.args.gameId", help: "core.help.observe" }],
    handler: (ctx, c) => life.observe(ctx, c.args),
  },
  {
    verb: "HISTORY",
    section: "games",
    answerOnce: true,
    forms: [{ args: "core.args.gameId", help: "core.help.history" }],
    handler: (ctx, c) => history(ctx, c.args),
  },
  {
    verb: "UPLOAD",
    section: "games",
    forms: [{ args: "core.args.gameIdOptional", help: "core.help.upload" }],
    handler: (ctx, c) => upload(ctx, c.args),
  },
  {
    verb: "FILE",
    section: "games",
    answerOnce: true,
    forms: [{ args: "core.args.file", help: "core.help.file" }],
    handler: (ctx, c) => fileOf(ctx, c.args),
  },
  {
    verb: "GAME",
    section: "games",
    writesNothing: true,
    forms: [{ args: "core.args.gameId", help: "core.help.game" }],
    handler: (ctx, c) => selectGame(ctx, c.args),
  },
  {
    verb: "HELP",
    section: "games",
    answerOnce: true,
    forms: [
      { args: "core.args.kindOptional", help: "core.help.help" },
      { sub: "KEY", help: "core.help.helpKey" },
    ],
    handler: async (ctx, c) => {
      const lang = replyLanguage(ctx);
      if (c.args[0]?.toUpperCase() === "KEY") return OK(keyHelp(await publicKey(ctx.tx)));
      if (!c.args[0]) return OK(generalHelp(ctx.app.games, lang));
      return helpText(ctx.app.games, c.args[0], lang);
    },
  },
  {
    verb: "PRESS",
    section: "games",
    forms: [
      { args: "core.args.press", help: "core.help.press" },
      { args: "core.args.pressLong", help: "core.help.pressLong" },
    ],
    handler: (ctx, c) => press(ctx, c.rest),
  },
  {
    verb: "WEBHOOK",
    section: "accounts",
    forms: [
      { args: "core.args.webhook", help: "core.help.webhook" },
      { sub: "OFF", help: "core.help.webhookOff" },
    ],
    handler: (ctx, c) => webhook(ctx, c.args),
  },
  {
    verb: "DELIVERY",
    section: "accounts",
    forms: [{ args: "core.args.delivery", help: "core.help.delivery" }],
    handler: (ctx, c) => delivery(ctx, c.args),
  },
  // ---- deadlines, vacations, standing orders
  {
    verb: "VACATION",
    section: "timers",
    forms: [
      { args: "core.args.vacation", help: "core.help.vacation" },
      { sub: "OFF", help: "core.help.vacationOff" },
    ],
    handler: (ctx, c) => vacation(ctx, c.args),
  },
  {
    verb: "AUTO",
    section: "timers",
    forms: [
      { args: "core.args.rule", help: "core.help.auto" },
      { sub: "OFF", args: "core.args.rule", help: "core.help.autoOff" },
    ],
    handler: async (ctx, c) => {
      // inside a game whose kind has AUTO, it is that game's own verb; otherwise (or AUTO ALL …) a standing order
      const all = /^(ALL|EVERYWHERE)$/i.test(c.args[0] ?? "");
      if (!all && ctx.gameId && ctx.app.games.forGameId(ctx.gameId)?.parse(c.line) != null) return gameLine(ctx, c.line);
      return standing(ctx, all ? c.args.slice(1) : c.args);
    },
  },
  // ---- host or administrator of a game
  {
    verb: "PAUSE",
    section: "host",
    forms: [{ args: "core.args.gameId", help: "core.help.pause" }],
    handler: (ctx, c) => admin.pause(ctx, c.args, false),
  },
  {
    verb: "RESUME",
    section: "host",
    forms: [{ args: "core.args.gameId", help: "core.help.resume" }],
    handler: (ctx, c) => admin.pause(ctx, c.args, true),
  },
  {
    verb: "CANCEL",
    section: "host",
    forms: [{ args: "core.args.gameId", help: "core.help.cancel" }],
    handler: (ctx, c) => admin.cancel(ctx, c.args),
  },
  {
    verb: "DEADLINE",
    section: "host",
    forms: [{ args: "core.args.deadline", help: "core.help.deadline" }],
    handler: (ctx, c) => admin.deadline(ctx, c.args),
  },
  {
    verb: "ROLLBACK",
    section: "host",
    forms: [{ args: "core.args.rollback", help: "core.help.rollback" }],
    handler: (ctx, c) => rollback(ctx, c.args),
  },
  {
    verb: "KICK",
    section: "host",
    forms: [{ args: "core.args.kick", help: "core.help.kick" }],
    handler: (ctx, c) => admin.kick(ctx, c.args),
  },
  {
    verb: "REPLACE",
    section: "host",
    forms: [{ args: "core.args.replace", help: "core.help.replace" }],
    handler: (ctx, c) => admin.replace(ctx, c.args),
  },
  {
    verb: "COADMIN",
    section: "host",
    forms: [{ args: "core.args.coadmin", help: "core.help.coadmin" }],
    handler: (ctx, c) => admin.coadmin(ctx, c.args),
  },
  {
    verb: "VOLUNTEER",
    section: "host",
    forms: [{ args: "core.args.gameId", help: "core.help.volunteer" }],
    handler: (ctx, c) => admin.volunteer(ctx, c.args),
  },
  // ---- administrators
  {
    verb: "KEY",
    section: "admin",
    forms: [{ help: "core.help.key" }, { sub: "ROTATE", help: "core.help.keyRotate" }],
    handler: (ctx, c) => key(ctx, c.args),
  },
  {
    verb: "AS",
    section: "admin",
    forms: [{ args: "core.args.as", help: "core.help.as" }],
    handler: (ctx, c) => asPlayer(ctx, c.args, c.rest, dispatch),
  },
];

const byVerb = new Map<string, Command>(COMMANDS.map((c) => [c.verb, c]));

/** The command a verb names (any case, any language: AIDE, ΒΟΗΘΕΙΑ, ayuda), or undefined for a game move. */
export function findCommand(verb: string): Command | undefined {
  return byVerb.get(canonicalVerb(verb) ?? verb.toUpperCase());
}

/**
 * One command line → its result, from the command table (table.ts); any other verb is a game move.
 * The verb may be written in any language Herald speaks: the line goes on with the English verb
 * (i18n/verbs.ts), so handlers, game parsers and the game's record read one language.
 */
export async function dispatch(ctx: MailContext, line: string): Promise<CommandResult> {
  if (!words(line).length) return ERROR(m("core.emptyLine"));
  const english = canonicalLine(line, ctx.gameId ? ctx.app.games.forGameId(ctx.gameId)?.kind : null);
  const w = words(english);
  const command = byVerb.get(w[0].toUpperCase());
  if (!command) return gameLine(ctx, english);
  return command.handler(ctx, { args: w.slice(1), rest: english.trim().slice(w[0].length), line: english });
}

const SECTIONS: Section[] = ["accounts", "games", "timers", "host", "admin"];
/** the column where descriptions start */
const COLUMN = 31;

/** The general HELP, generated from the table, in `lang`. */
export function generalHelp(games: Games, lang: Lang): string {
  const out: string[] = [format(lang, m("core.help.intro"))];
  for (const section of SECTIONS) {
    out.push("", format(lang, m(`core.help.section.${section}`)));
    for (const c of COMMANDS.filter((x) => x.section === section)) {
      const shown = verbIn(lang, c.verb);
      for (const f of c.forms) {
        const head = [shown, f.sub, f.args ? format(lang, m(f.args)) : undefined].filter(Boolean).join(" ");
        const [first, ...more] = format(lang, m(f.help)).split("\n");
        const left = `  ${head}`;
        out.push(left.length < COLUMN - 1 ? left.padEnd(COLUMN) + first : `${left}\n${" ".repeat(COLUMN)}${first}`);
        for (const l of more) out.push(" ".repeat(COLUMN) + l);
      }
      const aliases = otherWords(lang, c.verb, shown);
      if (aliases.length) out.push(" ".repeat(COLUMN) + format(lang, m("core.help.aliases", { aliases })));
    }
    const note = `core.help.note.${section}`;
    out.push(
      ...format(lang, m(note))
        .split("\n")
        .filter(Boolean)
        .map((l) => `  ${l}`),
    );
  }
  out.push("", format(lang, m("core.help.kinds", { kinds: kindsList(games) })));
  return out.join("\n");
}
