// Languages per reader through the real pipeline and database (the tiny test game; the assertions read
// the core's own words — subjects, "Waiting for", "Your move", replies — which are Herald's, not the game's):
// LANGUAGE sets and keeps an account's language and is answered in it; an unknown language is a clear
// error; two players of one game each get its public mail in their own language; CREATE lang= gives a
// game's language to players who chose none, while a chosen language still wins.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guessEngine } from "../helpers/tiny-game.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";

describe("languages per reader (PostgreSQL)", () => {
  let app: TestApp;
  const ann = "ann.lang@example.test",
    bob = "bob.lang@example.test",
    cy = "cy.lang@example.test",
    dee = "dee.lang@example.test";
  const pw: Record<string, string> = {};
  const send = (who: string, body: string) => app.send(who, `PASSWORD ${pw[who]}\n${body}`);

  beforeAll(async () => {
    app = await makeTestApp("postgres", {}, [guessEngine]);
    pw[ann] = await app.register(ann, "Ann");
    pw[bob] = await app.register(bob, "Bob");
    pw[cy] = await app.register(cy, "Cy");
    pw[dee] = await app.register(dee, "Dee");
  });
  afterAll(async () => app?.close());

  it("LANGUAGE sets and keeps the account's language; the reply comes in the new language", async () => {
    const r = await send(ann, "LANGUAGE el");
    expect(r).toContain("> LANGUAGE el\nOK Ο Herald σου γράφει από τώρα στα ελληνικά.");
    const acc = await app.db.prisma.account.findUniqueOrThrow({ where: { email: ann } });
    expect(acc.language).toBe("el");
    expect(acc.languageChosen).toBe(true);
    // the language's own name, any case; and it stays for later mails (the whole reply is in it)
    expect(await send(bob, "language FRANÇAIS")).toContain("OK Herald t’écrit désormais en français.");
    const me = await send(bob, "ME");
    expect(me).toContain("OK Bob <bob.lang@example.test>");
    expect(me).toContain("Langue : français (choisie avec LANGUAGE)");
    expect(me).toContain("OK authentifié");
  });

  it("an unknown language is a clear error, in the sender's language, and changes nothing", async () => {
    expect(await send(dee, "LANGUAGE klingon")).toMatch(
      /ERROR unknown language "klingon": Herald speaks en \(English\), el \(Ελληνικά\), fr \(français\) and es \(español\)/,
    );
    expect(await send(ann, "LANGUAGE xx")).toMatch(/ERROR άγνωστη γλώσσα «xx»/);
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: dee } })).language).toBeNull();
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: ann } })).language).toBe("el");
  });

  it("two players of one game get its public mail each in their own language", async () => {
    const created = await send(ann, "CREATE guess target=3\nJOIN");
    const id = /δημιουργήθηκε το (guess-\d+)/.exec(created)![1];
    await send(bob, `JOIN ${id}`);
    const before = await app.lastOutboxId();
    expect(await send(ann, `START ${id}`)).toContain(`OK το ${id} ξεκίνησε`);
    const toAnn = await app.mailsSince(before, ann);
    const toBob = await app.mailsSince(before, bob);
    // Ann sent START: her news is in her reply (one mail), in her language like the rest of it
    expect(toAnn.map((x) => x.kind)).toEqual(["reply"]);
    const newsAnn = toAnn[0];
    const newsBob = toBob.find((x) => x.kind !== "reply")!;
    expect(newsBob.subject).toBe(`[${id}] Guess — nouvelles`);
    expect(newsAnn.body).toContain(`Το ${id} ξεκίνησε: Guess με 1. Ann, 2. Bob.`);
    expect(newsBob.body).toContain(`${id} a commencé : Guess avec 1. Ann, 2. Bob.`);
    // the seat that moves first (Ann) is told so in Greek; Bob reads who is awaited in French
    expect(newsAnn.body).toMatch(/Σειρά σου: /);
    expect(newsAnn.body).toContain("Ιδιωτικό — μόνο για σένα:");
    expect(newsBob.body).toMatch(/En attente de : Ann \(échéance \S+ \S+ \S+ UTC, encore 2 j\)/);
    for (const mail of [newsAnn, newsBob])
      expect(mail.body).not.toMatch(/Waiting for|Your move|Private — for you only|Deadline:/);
  });

  it("CREATE lang=es: a player who chose no language gets Spanish, one who chose French gets French", async () => {
    const created = await send(dee, "CREATE guess lang=es\nJOIN");
    const id = /\b(guess-\d+)\b/.exec(created)![1]; // the reply is in the new game's language (Spanish)
    expect(created).toContain("Los correos de la partida van en español para los jugadores que no han elegido idioma.");
    expect((await app.db.prisma.game.findUniqueOrThrow({ where: { id } })).lang).toBe("es");
    await send(cy, `JOIN ${id}`);
    await send(bob, `JOIN ${id}`);
    const before = await app.lastOutboxId();
    await send(dee, `START ${id}`);
    // one mail each: Dee's news is in the reply to her START, in the game's Spanish as her news would be
    const news = (who: string) => app.mailsSince(before, who).then((ms) => (expect(ms).toHaveLength(1), ms[0]));
    const [toDee, toCy, toBob] = [await news(dee), await news(cy), await news(bob)];
    expect(toDee.kind).toBe("reply");
    expect(toCy.subject).toBe(`[${id}] Guess — novedades`);
    expect(toBob.subject).toBe(`[${id}] Guess — nouvelles`);
    expect(toDee.body).toMatch(/Te toca: /);
    expect(toCy.body).toMatch(/Esperando a: Dee \(plazo/);
    expect(toBob.body).toMatch(/En attente de : Dee \(échéance/);
    // the reply to a mail stays in the sender's own language (Dee chose none: English)
    expect(await send(dee, `STATUS ${id}`)).toMatch(new RegExp(`OK ${id} — Guess, running; players: 1. Dee, 2. Cy, 3. Bob`));
    expect(await send(cy, `STATUS ${id}`)).toMatch(new RegExp(`OK ${id} — Guess, running; players`));
    expect(await send(bob, `STATUS ${id}`)).toMatch(new RegExp(`OK ${id} — Guess, en cours ; joueurs : 1. Dee, 2. Cy, 3. Bob`));
  });

  it("a bad lang= at CREATE is a clear error and creates nothing", async () => {
    const n = await app.db.prisma.game.count();
    expect(await send(dee, "CREATE guess lang=tlh")).toMatch(
      /ERROR lang=tlh: Herald speaks en \(English\), el \(Ελληνικά\), fr \(français\) and es \(español\)/,
    );
    expect(await app.db.prisma.game.count()).toBe(n);
  });

  it("verbs in the reader's language: accepted, suggested when mistyped; a greeting is no error", async () => {
    const r = await send(bob, "Bonjour à tous,\nAIDDE\nmoi\nJe joue ce soir.\nlangue fr");
    expect(r).toContain("> Bonjour à tous,\nOK ce n’est pas une commande (une phrase ?) : rien n’a été fait");
    expect(r).toContain("> AIDDE\nERROR commande inconnue « AIDDE » — voulais-tu dire AIDE (HELP) ?");
    expect(r).toContain("> moi\nOK Bob <bob.lang@example.test>");
    expect(r).toMatch(/> langue fr\nOK Herald t’écrit désormais en français/);
    expect(r).toContain("> Je joue ce soir.\nOK ce n’est pas une commande");
    // a word in capitals far from every verb was meant as a command: still an error
    expect(await send(ann, "ΒΟΗΘΕΙΑ\nFROBNICATE")).toMatch(
      /> ΒΟΗΘΕΙΑ\nOK Herald — [^\n]*\n[\s\S]*> FROBNICATE\nERROR άγνωστη εντολή/,
    );
  });

  it("a one-verb sentence in the first person is the command: « Je rejoins guess-N. »", async () => {
    const created = await send(cy, "CREATE guess");
    const id = /\b(guess-\d+)\b/.exec(created)![1];
    expect(await send(bob, `Je rejoins ${id}.`)).toMatch(new RegExp(`> Je rejoins ${id}\\.\nOK `));
    const seats = await app.db.prisma.seat.findMany({ where: { gameId: id }, include: { account: true } });
    expect(seats.map((x) => x.account.email)).toContain(bob);
  });

  it("HELP comes in the reader's language, generated from the command table", async () => {
    expect(await send(bob, "HELP")).toMatch(/LANGUE el \| fr \| es \| en +la langue dans laquelle Herald t’écrit/);
    expect(await send(ann, "HELP")).toMatch(/ΕΓΓΡΑΦΗ <όνομα> +.*\n +\(επίσης: REGISTER\)/);
  });
});
