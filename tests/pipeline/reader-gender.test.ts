// Lines said to the reader agree with the gender the reader stated (GENDER, src/commands/gender.ts),
// through the real pipeline: a `{reader, select, …}` on the account's gender, the neutral wording until
// one is stated and after GENDER N (docs/languages.md, "Gender"). Four readers — F, M, N, and one who
// never said — create a game in Spanish (the host line) and read their private block in French.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guessEngine } from "../helpers/tiny-game.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";

describe("lines to the reader agree with the reader's stated gender (PostgreSQL)", () => {
  let app: TestApp;
  const readers = {
    f: "lucia.g@example.test",
    m: "pablo.g@example.test",
    n: "alex.g@example.test",
    unset: "sam.g@example.test",
  } as const;
  const other = "other.g@example.test";
  const pw: Record<string, string> = {};
  const send = (who: string, body: string) => app.send(who, `PASSWORD ${pw[who]}\n${body}`);

  beforeAll(async () => {
    app = await makeTestApp("postgres", {}, [guessEngine]);
    for (const [g, email] of Object.entries(readers)) {
      pw[email] = await app.register(email, `R${g}`);
      if (g !== "unset") await send(email, `GENDER ${g.toUpperCase()}`);
    }
    pw[other] = await app.register(other, "Other");
  }, 240_000);
  afterAll(async () => app?.close());

  it("Spanish: the host line of CREATE", async () => {
    const said: Record<string, string> = {};
    for (const [g, email] of Object.entries(readers)) said[g] = await send(email, "LANGUAGE es\nCREATE guess");
    expect(said.f).toContain("Eres la anfitriona.");
    expect(said.m).toContain("Eres el anfitrión.");
    for (const g of ["n", "unset"]) {
      expect(said[g]).toContain("La partida la organizas tú.");
      expect(said[g]).not.toMatch(/anfitri/);
    }
  });

  it("French: the header of the private block", async () => {
    const said: Record<string, string> = {};
    for (const [g, email] of Object.entries(readers)) {
      const created = await send(email, "LANGUAGE fr\nCREATE guess\nJOIN");
      const id = /\b(guess-\d+)\b/.exec(created)![1];
      await send(other, `JOIN ${id}`);
      const before = await app.lastOutboxId();
      await send(email, `START ${id}`);
      said[g] = (await app.mailsSince(before, email)).map((x) => x.body).join("\n");
    }
    expect(said.f).toContain("Privé — pour toi seule :");
    expect(said.m).toContain("Privé — pour toi seul :");
    for (const g of ["n", "unset"]) {
      expect(said[g]).toContain("Privé — rien que pour toi :");
      expect(said[g]).not.toMatch(/toi seule? :/);
    }
  });
});
