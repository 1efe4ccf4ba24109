// The mail path speaks the reader's language: every mail.* message in the four catalogs,
// the signals parse.ts extracts for the guess from real-looking mails, and replies through the real
// pipeline to senders without an account, in the language their mail was written in.
import { unwrap } from "../../src/lib/wrap.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { format, messageIds, patternOf } from "../../src/i18n/format.ts";
import { LANGUAGES, m, type Lang, type Param } from "../../src/i18n/msg.ts";
import { parseMail } from "../../src/mail/parse.ts";
import { mailLanguageOf } from "../../src/i18n/guess.ts";
import { senderLanguage } from "../../src/i18n/language.ts";
import { quarantine, receiveRaw, STRANGER_SUBJECT, submitRaw } from "../../src/intake/inbound.ts";
import { boundReply, MAX_REPLY_BYTES } from "../../src/intake/outcomes.ts";
import { footer } from "../../src/outbox/outbox.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { mailWithAttachment } from "./fixtures.ts";
import { Games } from "../../src/games/registry.ts";
import { GAMES } from "../../src/games/index.ts";

const opts = { serviceAddress: "herald@example.test", maxBytes: 10 * 1024 * 1024 };
const MAIL_IDS = messageIds("en").filter((id) => id.startsWith("mail."));
const SAMPLE = (n: number): Record<string, Param> => ({
  reason: m("mail.overBytes", { bytes: n, limit: 1024 }),
  bytes: n,
  limit: n + 1,
  n,
  read: 200,
  ignored: n,
  list: [
    m("mail.attachment", { name: "photo.jpg", type: "image/jpeg", size: n }),
    m("mail.attachment", { name: "a.pdf", type: "application/pdf", size: 1 }),
  ],
  name: "photo.jpg",
  type: "image/jpeg",
  // mail.languageFollowed
  lang: m("core.lang.fr"),
  code: "fr",
  was: m("core.lang.el"),
  wasCode: "el",
  size: n,
  kb: 48,
  url: "https://games.example.org/p/abc",
  // mail.pressHint.*
  game: "regicide-1",
  games: "regicide-1, regicide-3",
  all: "no",
});
/** English words that must not be left in a Greek, French or Spanish mail text. */
const STOP = /\b(the|you|your|and|was|were|reply|commands?|mail|attachments?|ignored|limit|send|nothing|please|over)\b/i;

describe("the mail catalogs", () => {
  it("has the mail path's messages, each in all four languages", () => {
    expect(MAIL_IDS.length).toBeGreaterThanOrEqual(13);
    for (const lang of LANGUAGES) {
      const ids = messageIds(lang).filter((id) => id.startsWith("mail."));
      expect(ids.sort(), lang).toEqual([...MAIL_IDS].sort());
    }
  });

  it("renders every mail.* id in every language for 0, 1, 2 and 5: no missing key, no placeholder, no English left", () => {
    for (const id of MAIL_IDS)
      for (const lang of LANGUAGES)
        for (const n of [0, 1, 2, 5]) {
          const text = format(lang, m(id, SAMPLE(n)));
          expect(text, `${id} ${lang}`).not.toMatch(/\[mail\.|[{}]/);
          expect(text.length, `${id} ${lang}`).toBeGreaterThan(3);
          if (lang !== "en") {
            expect(patternOf(lang, id), `${id} ${lang}`).not.toBe(patternOf("en", id));
            // "e-mail" is French; only whole English words count
            expect(text.replace(/e-mail/g, ""), `${id} ${lang}: ${text}`).not.toMatch(STOP);
          }
        }
  });

  it("plurals follow each language (French 0 and 1 are singular)", () => {
    const att = (lang: Lang, size: number) => format(lang, m("mail.attachment", { name: "a", type: "t", size }));
    expect([0, 1, 2].map((n) => att("en", n))).toEqual(["a (t, 0 bytes)", "a (t, 1 byte)", "a (t, 2 bytes)"]);
    expect([0, 1, 2].map((n) => att("fr", n))).toEqual(["a (t, 0 octet)", "a (t, 1 octet)", "a (t, 2 octets)"]);
    const ignored = (lang: Lang, n: number) => format(lang, m("mail.onlyFirstLines", { read: 200, ignored: n }));
    expect(ignored("en", 1)).toBe("Only the first 200 command lines were read; 1 was ignored.");
    expect(ignored("en", 5)).toBe("Only the first 200 command lines were read; 5 were ignored.");
    expect(ignored("el", 1)).toMatch(/1 αγνοήθηκε\.$/);
    expect(ignored("el", 5)).toMatch(/5 αγνοήθηκαν\.$/);
    expect(ignored("fr", 0)).toMatch(/0 a été ignorée\.$/);
    expect(ignored("fr", 5)).toMatch(/5 ont été ignorées\.$/);
    expect(ignored("es", 1)).toMatch(/se ignoró 1\.$/);
    expect(ignored("es", 5)).toMatch(/se ignoraron 5\.$/);
  });

  it("English keeps the wording the mail path always had", () => {
    expect(STRANGER_SUBJECT).toBe("Herald: reply to your mail");
    // wrapped at 78 columns like every mail (src/lib/wrap.ts); the same words joined back
    expect(unwrap(footer())).toBe(
      "\n-- \nHerald, play-by-email games. Reply to this mail to play; send HELP for the commands.\n",
    );
    for (const l of footer().split("\n")) expect([...l].length).toBeLessThanOrEqual(78);
    expect(format("en", m("mail.tooLarge", { reason: m("mail.overBytes", { bytes: 11, limit: 10 }) }))).toBe(
      "Your mail was too large for Herald (11 bytes, over the 10-byte limit). Nothing in it was read. Send your commands as plain text; a game's file goes attached within the limit (while a relay runs, its maxsize raises it: a file of up to maxsize MB).",
    );
    expect(format("en", m("mail.noCommand"))).toBe("Herald found no command in your mail. Send HELP for the list of commands.");
  });

  it("the footer and the cut notice follow the reader's language", () => {
    expect(footer("fr")).toMatch(/^\n-- \nHerald, jeux par e-mail\./);
    expect(footer("el")).toMatch(/παιχνίδια/);
    const long = "OK\n".repeat(MAX_REPLY_BYTES);
    expect(boundReply(long, "es")).toMatch(/La respuesta de Herald se cortó aquí: se detiene en 48 KB\./);
    expect(boundReply(long)).toMatch(/Herald’s reply was cut here: it stops at 48 KB\./);
  });
});

describe("which language a reply is written in", () => {
  it("the account's own language first; a sender without an account reads the mail's; English otherwise", () => {
    expect(senderLanguage({ language: "el" }, "fr")).toBe("el");
    expect(senderLanguage({ language: null }, "fr")).toBe("fr"); // an account without a language: the mail's
    expect(senderLanguage({ language: "de" }, null)).toBe("en"); // a value Herald does not speak, a mail that says nothing
    expect(senderLanguage({ language: null }, null)).toBe("en");
    expect(senderLanguage(null, "es")).toBe("es");
    expect(senderLanguage(null, null)).toBe("en");
  });
});

// ---- real-looking mails -------------------------------------------------------------------------

const crlf = (s: string) => s.replace(/\r?\n/g, "\r\n");

/** ISO-8859-7 bytes of Greek text (the letters' block is U+0384–U+03CE → 0xB4–0xFE). */
function iso88597(s: string): Buffer {
  return Buffer.from(
    [...s].map((c) => {
      const cp = c.codePointAt(0)!;
      return cp >= 0x384 && cp <= 0x3ce ? cp - 0x2d0 : cp;
    }),
  );
}

/** Thunderbird, French, no Content-Language: the prose decides. */
const FRENCH = Buffer.from(
  crlf(`From: =?UTF-8?Q?Ren=C3=A9e_Dupont?= <renee@exemple.fr>
To: herald@example.test
Subject: Inscription
Message-ID: <c0ffee01@exemple.fr>
Date: Sun, 29 Nov 2026 18:02:11 +0100
MIME-Version: 1.0
User-Agent: Mozilla Thunderbird
Content-Type: text/plain; charset=UTF-8; format=flowed
Content-Transfer-Encoding: 8bit

Bonjour,

J’ai entendu parler de votre service par des amis et je voudrais jouer avec eux à la prochaine partie.
Comment est-ce que je dois m’inscrire ?

Bien à vous,
Renée
`),
  "utf8",
);

/** An old Greek client: ISO-8859-7, 8-bit, a short line of Greek and a command. */
const GREEK = Buffer.concat([
  Buffer.from(
    crlf(`From: Nikos <nikos@example.gr>
To: herald@example.test
Subject: HELP
Message-ID: <7f3a.1@example.gr>
MIME-Version: 1.0
Content-Type: text/plain; charset=iso-8859-7
Content-Transfer-Encoding: 8bit

`),
  ),
  iso88597("Καλησπέρα σας\r\nHELP\r\n"),
]);

/** Apple Mail sets Content-Language; a multipart/alternative mail with a bare command. */
const SPANISH = Buffer.from(
  crlf(`From: Lucía <lucia@ejemplo.es>
To: herald@example.test
Subject: ayuda
Message-ID: <A1B2@ejemplo.es>
Content-Language: es-ES
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="Apple-Mail=_1"

--Apple-Mail=_1
Content-Type: text/plain; charset=us-ascii
Content-Transfer-Encoding: 7bit

HELP

--Apple-Mail=_1
Content-Type: text/html; charset=us-ascii

<html><body>HELP</body></html>
--Apple-Mail=_1--
`),
  "utf8",
);

/** A Greek multipart mail: the charset is in the part's header, not the top-level one. */
const GREEK_MULTIPART = Buffer.concat([
  Buffer.from(
    crlf(`From: Eleni <eleni@example.gr>
To: herald@example.test
Subject: list
Message-ID: <e1@example.gr>
MIME-Version: 1.0
Content-Type: multipart/alternative;
 boundary="b1"

--b1
Content-Type: text/plain;
 charset="windows-1253"
Content-Transfer-Encoding: 8bit

LIST
--b1--
`),
  ),
]);

const BARE = Buffer.from(
  crlf(`From: Ann <ann@example.com>
To: herald@example.test
Subject: commands
Message-ID: <bare@example.com>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

REGISTER Ann Smith
LIST
`),
  "utf8",
);

describe("the signals of real mails (parse.ts) and the guess made from them", () => {
  it("French prose without any header saying so", async () => {
    const p = await parseMail(FRENCH, opts);
    expect(p.contentLanguage).toBe("");
    expect(p.charset).toBe("utf-8");
    expect(mailLanguageOf(p)).toBe("fr");
  });
  it("an ISO-8859-7 mail is Greek", async () => {
    const p = await parseMail(GREEK, opts);
    expect(p.charset).toBe("iso-8859-7");
    expect(p.lines).toEqual(["Καλησπέρα σας", "HELP"]);
    expect(mailLanguageOf(p)).toBe("el");
  });
  it("Content-Language: es-ES makes a bare HELP Spanish", async () => {
    const p = await parseMail(SPANISH, opts);
    expect(p.contentLanguage).toBe("es-ES");
    expect(p.lines).toEqual(["HELP"]);
    expect(mailLanguageOf(p)).toBe("es");
  });
  it("a multipart mail's charset is its text part's", async () => {
    const p = await parseMail(GREEK_MULTIPART, opts);
    expect(p.charset).toBe("windows-1253");
    expect(mailLanguageOf(p)).toBe("el");
  });
  it("the verbs of one language say it, before any header or prose", () => {
    new Games(GAMES); // the games' verbs join the catalogs, as buildApp does
    const parsed = (lines: string[], contentLanguage = "") => ({ contentLanguage, charset: "utf-8", lines });
    expect(mailLanguageOf(parsed(["INSCRIPTION Chloé"]))).toBe("fr");
    expect(mailLanguageOf(parsed(["εγγραφή Νίκος"]))).toBe("el");
    expect(mailLanguageOf(parsed(["REGISTRAR Pablo"], "en-US"))).toBe("es");
    expect(mailLanguageOf(parsed(["Je rejoins trente-1"]))).toBe("fr");
    expect(mailLanguageOf(parsed(["JOUER 5H"]))).toBe("fr"); // a game's verb tells it too
    expect(mailLanguageOf(parsed(["REGISTER Ann", "PAUSE trente-1"]))).toBeNull(); // words English has too
  });
  it("a mail of bare commands says nothing", async () => {
    const p = await parseMail(BARE, opts);
    expect(mailLanguageOf(p)).toBeNull();
  });
});

describe.each(["pglite"] as const)("replies to senders without an account, on %s", (kind) => {
  let app: TestApp;
  // a small size limit, so that a too-large mail is cheap to make
  beforeAll(async () => {
    app = await makeTestApp(kind, { MAX_MAIL_BYTES: "20000" });
  }, 120_000);
  afterAll(async () => app?.close());
  // the reply's row, its body as read: the outbox's soft line breaks joined (src/lib/wrap.ts)
  const replyTo = async (inboundId: number) => {
    const row = await app.db.prisma.outbox.findFirstOrThrow({
      where: { inboundId, kind: { in: ["reply", "reply-error", "reply-auth"] } },
    });
    return { ...row, body: unwrap(row.body) };
  };

  it("a French mail is answered under a French subject with a French footer", async () => {
    const r = await submitRaw(app, FRENCH, "eml");
    const reply = await replyTo(r.inboundId);
    expect(reply.subject).toBe("Herald\u00a0: réponse à ton message");
    expect(reply.body.endsWith(unwrap(footer("fr")))).toBe(true);
    expect(reply.body).not.toContain("play-by-email");
  });

  it("a Greek mail's notes are Greek: attachments, and no command", async () => {
    const raw = await mailWithAttachment(2000, {
      from: "Nikos <nikos2@example.gr>",
      text: "Γεια σας!\n",
      messageId: "<att-gr@example.gr>",
    });
    const reply = await replyTo((await submitRaw(app, raw, "eml")).inboundId);
    expect(reply.subject).toBe("Herald: απάντηση στο μήνυμά σου");
    expect(reply.body).toContain("Τα συνημμένα αγνοούνται: holiday.jpg (τύπος image/jpeg, 2.000 bytes).");
    const row = await app.db.prisma.inboundMessage.findUniqueOrThrow({ where: { id: reply.inboundId! } });
    // the inbound log is the administrator's: English
    expect(JSON.stringify(row.parsed)).toContain("Attachments are ignored: holiday.jpg (image/jpeg, 2,000 bytes).");
  });

  it("a too-large mail with Content-Language: fr is refused in French", async () => {
    const head =
      "From: paul@exemple.fr\nTo: herald@example.test\nSubject: x\nMessage-ID: <big@exemple.fr>\nContent-Language: fr\n";
    const raw = Buffer.from(crlf(`${head}Content-Type: text/plain; charset=utf-8\n\n${"HELP\n".repeat(5000)}`));
    const reply = await replyTo((await submitRaw(app, raw, "eml")).inboundId);
    // French groups digits with a (narrow) no-break space
    expect(reply.body).toMatch(
      /^Ton message était trop volumineux pour Herald \(\d+\s\d{3} octets, au-delà de la limite de 20\s000 octets\)\./,
    );
  });

  it("the give-up reply to a quarantined Spanish mail is Spanish", async () => {
    const r = await receiveRaw(app, SPANISH, "eml");
    await quarantine(app, r.inboundId, "planted failure");
    const reply = await replyTo(r.inboundId);
    expect(reply.subject).toBe("Herald no pudo leer tu correo");
    expect(reply.body).toMatch(/^Herald no pudo procesar tu correo\./);
  });

  it.each([
    ["fr", "chloe@exemple.fr", "INSCRIPTION Chloé", "Chloé"],
    ["el", "nikos3@example.gr", "εγγραφή Νίκος", "Νίκος"],
    ["es", "pablo@ejemplo.es", "REGISTRAR Pablo", "Pablo"],
  ] as const)("a first mail whose verb is %s is answered in it, password included", async (lang, from, line, name) => {
    const raw = Buffer.from(
      crlf(
        `From: ${from}\nTo: herald@example.test\nSubject: x\nMessage-ID: <first-${lang}@example.test>\nContent-Type: text/plain; charset=utf-8\n\n${line}\n`,
      ),
      "utf8",
    );
    const reply = await replyTo((await submitRaw(app, raw, "eml")).inboundId);
    // the welcome up to the password, in the verb's language, then the password itself
    const [before] = format(lang, m("core.register.welcome", { name, password: "\u0000", key: "k", fingerprint: "f" })).split(
      "\u0000",
    );
    expect(reply.body).toContain(before);
    expect(reply.body).toMatch(new RegExp(`${before.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S+`));
    expect(reply.subject).toBe(format(lang, m("mail.strangerSubject")));
    expect(reply.body.endsWith(unwrap(footer(lang)))).toBe(true);
    // and the account keeps that language as its guess
    const account = await app.db.prisma.account.findUniqueOrThrow({ where: { email: from } });
    expect(account.language).toBe(lang);
  });

  it("a mail of bare commands is answered in English; an account without a language reads its mail's", async () => {
    const reply = await replyTo((await submitRaw(app, BARE, "eml")).inboundId);
    expect(reply.subject).toBe(STRANGER_SUBJECT);
    expect(reply.body.endsWith(unwrap(footer("en")))).toBe(true);
    // the account made by REGISTER above kept the language of that mail (none: bare commands); a French mail from it is French
    const french = Buffer.from(
      FRENCH.toString("utf8").replace("renee@exemple.fr", "ann@example.com").replace("c0ffee01", "c0ffee02"),
    );
    const again = await replyTo((await submitRaw(app, french, "eml")).inboundId);
    // the account never proved its address (no PASSWORD, no reply key): answered as a stranger, in French
    expect(again.subject).toBe(format("fr", m("mail.strangerSubject")));
    expect(again.body.endsWith(unwrap(footer("fr")))).toBe(true);
  });
});
