// The service's command verbs (docs/protocol-spec.md), as plain words: what the mail path needs to tell a command
// line from a line of prose without loading the command table (src/commands owns the handlers).
// Used by parse.ts (a last line that is a verb is never a sign-off with the writer's name) and by
// i18n/guess.ts (command lines say nothing about the writer's language). It must name every verb and
// alias of the command table (src/commands/table.ts): tests/unit/verbs.test.ts holds the two together.
export const SERVICE_VERBS: ReadonlySet<string> = new Set([
  "HELP",
  "REGISTER",
  "PASSWORD",
  "ME",
  "LIST",
  "GAME",
  "CREATE",
  "JOIN",
  "START",
  "STATUS",
  "RESIGN",
  "OBSERVE",
  "HISTORY",
  "AS",
  "PAUSE",
  "RESUME",
  "ROLLBACK",
  "CANCEL",
  "DEADLINE",
  "KICK",
  "REPLACE",
  "VACATION",
  "AUTO",
  "LANGUAGE",
  "LANG",
  "LOGOUT",
  "RENAME",
  "COADMIN",
  "VOLUNTEER",
  "KEY",
  "UPLOAD",
  "FILE",
]);
