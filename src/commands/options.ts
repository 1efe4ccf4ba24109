// The one option parser: game options at CREATE (the engine's and the service's own), JOIN options,
// and the timer options. One rule for every `key=value` word — keys are lower-cased, a bare word means
// `key=true`, the last word for a key wins — and one error message per kind of bad value.
import { m, type Lang, type Msg } from "../i18n/msg.ts";
import { parseLanguage } from "../i18n/language.ts";
import { durationMsg, parseDuration } from "../service/deadlines.ts";

export type OptionWords = Record<string, string>;

/** `key=value` words; a bare word is `key=true`. Keys lower-cased. */
export function parseOptionWords(words: string[]): OptionWords {
  const out: OptionWords = {};
  for (const w of words) {
    const i = w.indexOf("=");
    if (i < 0) out[w.toLowerCase()] = "true";
    else out[w.slice(0, i).toLowerCase()] = w.slice(i + 1);
  }
  return out;
}

export type Taken<T> = { ok: true; value: T } | { ok: false; error: Msg };

/**
 * Takes a duration option out of `raw` (it no longer reaches the engine). `zero`: 0 (or off, none,
 * no) is allowed and means "none". Undefined when the option is absent.
 */
export function takeDuration(raw: OptionWords, key: string, zero = false): Taken<number | undefined> {
  const v = raw[key];
  if (v === undefined) return { ok: true, value: undefined };
  delete raw[key];
  const secs = zero && /^(0|off|none|no)$/i.test(v) ? 0 : parseDuration(v);
  if (secs === null) return { ok: false, error: m("core.option.badDuration", { key, value: v, zero: zero ? "yes" : "no" }) };
  return { ok: true, value: secs };
}

/** Takes `lang=<language>` out of `raw`: the language of a game's mails. */
export function takeLanguage(raw: OptionWords, key = "lang"): Taken<Lang | undefined> {
  const v = raw[key];
  if (v === undefined) return { ok: true, value: undefined };
  delete raw[key];
  const lang = parseLanguage(v);
  return lang ? { ok: true, value: lang } : { ok: false, error: m("core.option.badLanguage", { key, value: v }) };
}

/** The Game columns the service's own CREATE options set. */
export interface ServiceOptions {
  deadlineSeconds?: number;
  remindSeconds?: number;
  vacationCapSeconds?: number;
  turnReminderSeconds?: number | null;
  lang?: Lang;
  pressMode?: string;
  pressCopy?: boolean;
  pressPerHour?: number;
}

/**
 * The service's options of every game (HELP lists them): deadline=, remind=, vacation=, turnReminder=,
 * lang=, and the press options press=, presscopy= and presslimit= (src/commands/press.ts). They are taken out of `raw` before the engine parses what is left. `said`: what the
 * CREATE reply tells of the timers chosen.
 */
export function takeServiceOptions(raw: OptionWords): Taken<{ set: ServiceOptions; said: Msg[] }> {
  const set: ServiceOptions = {};
  const said: Msg[] = [];
  const deadline = takeDuration(raw, "deadline");
  if (!deadline.ok) return deadline;
  if (deadline.value !== undefined) set.deadlineSeconds = deadline.value;
  const remind = takeDuration(raw, "remind", true);
  if (!remind.ok) return remind;
  if (remind.value !== undefined) {
    set.remindSeconds = remind.value;
    said.push(remind.value ? m("core.timers.remind", { time: durationMsg(remind.value) }) : m("core.timers.noRemind"));
  }
  const vacation = takeDuration(raw, "vacation", true);
  if (!vacation.ok) return vacation;
  if (vacation.value !== undefined) {
    set.vacationCapSeconds = vacation.value;
    said.push(m("core.timers.vacation", { time: durationMsg(vacation.value) }));
  }
  const idle = takeDuration(raw, "turnreminder", true);
  if (!idle.ok) return idle;
  if (idle.value !== undefined) {
    set.turnReminderSeconds = idle.value || null;
    if (idle.value) said.push(m("core.timers.turnReminder", { time: durationMsg(idle.value) }));
  }
  const lang = takeLanguage(raw);
  if (!lang.ok) return lang;
  if (lang.value) set.lang = lang.value;
  const press = takePress(raw, set);
  if (press) return { ok: false, error: press };
  return { ok: true, value: { set, said } };
}

/** Takes press=all|public|none, presscopy=on|off and presslimit=<n per hour> out of `raw`; the error, if any. */
function takePress(raw: OptionWords, set: ServiceOptions): Msg | null {
  const mode = raw.press;
  delete raw.press;
  if (mode !== undefined) {
    if (!/^(all|public|none)$/i.test(mode)) return m("core.option.badPress", { value: mode });
    set.pressMode = mode.toLowerCase();
  }
  const copy = raw.presscopy;
  delete raw.presscopy;
  if (copy !== undefined) {
    if (!/^(on|off|yes|no|true|false)$/i.test(copy)) return m("core.option.badPressCopy", { value: copy });
    set.pressCopy = /^(on|yes|true)$/i.test(copy);
  }
  const limit = raw.presslimit;
  delete raw.presslimit;
  if (limit !== undefined) {
    if (!/^\d{1,4}$/.test(limit) || Number(limit) < 1) return m("core.option.badPressLimit", { value: limit });
    set.pressPerHour = Number(limit);
  }
  return null;
}
