// GENDER by mail (src/commands/gender.ts): a player who states F is spoken of in the feminine in Spanish
// and Greek — the Greek article before her name when she joins, the Spanish participle when she is
// removed from a game — and one who states nothing in neutral words; ME shows the setting, a bad word
// is refused and changes nothing, GENDER N goes back to the neutral wording.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, ADMIN_PASSWORD, makeTestApp, type TestApp } from "../helpers/app.ts";
import { verifyHistory } from "../helpers/fairplay.ts";

let app: TestApp;
beforeAll(async () => {
  app = await makeTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface Player {
  email: string;
  pw: string;
}

async function player(name: string, lines: string[]): Promise<Player> {
  const email = `${name.toLowerCase()}@example.test`;
  const pw = await app.register(email, name);
  const reply = await app.send(email, [`PASSWORD ${pw}`, ...lines].join("\n"));
  for (const l of lines) expect(reply, l).toContain(`> ${l}\nOK`);
  return { email, pw };
}

const send = (p: Player, ...lines: string[]) => app.send(p.email, [`PASSWORD ${p.pw}`, ...lines].join("\n"));

describe("a player's grammatical gender, by mail", () => {
  it("GENDER sets it, ME shows it, a bad word changes nothing, N clears it", async () => {
    const p = await player("Sofia", ["LANGUAGE es"]);
    expect(await send(p, "ME")).toContain("Género gramatical: ninguno (redacción neutra)");
    expect(await send(p, "GÉNERO femenina", "ME")).toMatch(
      /Herald habla ahora de ti en femenino[\s\S]*Género gramatical: femenino \(F\)/,
    );
    expect(await send(p, "GENDER X")).toMatch(/ERROR género desconocido «X»/);
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: p.email } })).gender).toBe("f");
    expect(await send(p, "GENDER N", "GENDER")).toMatch(/sin género gramatical[\s\S]*sin género gramatical/);
    expect((await app.db.prisma.account.findUniqueOrThrow({ where: { email: p.email } })).gender).toBeNull();
  });

  it("Greek: the host reads «Η Ελένη μπήκε» for a player who stated F, no article for one who stated none", async () => {
    const host = await player("Giorgos", ["LANGUAGE el"]);
    const eleni = await player("Eleni", ["GENDER F"]);
    const nikos = await player("Nikos", ["GENDER M"]);
    const alex = await player("Alex", []);
    const id = /(trente-\d+)/.exec(await send(host, "CREATE trente lang=el"))![1];
    const first = await app.lastOutboxId();
    for (const p of [eleni, nikos, alex]) expect(await send(p, `JOIN ${id}`)).toMatch(/^OK/m);
    const told = (await app.mailsSince(first, host.email)).map((x) => x.body).join("\n");
    expect(told).toContain(`Η Eleni μπήκε στο ${id}`);
    expect(told).toContain(`Ο Nikos μπήκε στο ${id}`);
    expect(told).toMatch(new RegExp(`(^|\\n)Alex μπήκε στο ${id}`));
    expect(told).not.toMatch(/[ΟΗ] Alex/);
  });

  it("Spanish: «Lucía ha sido expulsada» for F, «expulsado» for M, neutral words for a player who stated none", async () => {
    const host = await player("Hector", ["LANGUAGE es"]);
    const lucia = await player("Lucia", ["GENDER femenino"]);
    const pablo = await player("Pablo", ["GENDER M"]);
    const noa = await player("Noa", []);
    const id = /(trente-\d+)/.exec(await send(host, "CREATE trente lang=es", "JOIN"))![1];
    for (const p of [lucia, pablo, noa]) expect(await send(p, `JOIN ${id}`)).toMatch(/^OK/m);
    expect(await send(host, `START ${id}`)).toMatch(/^OK/m);
    const kick = async (who: string) => {
      const first = await app.lastOutboxId();
      expect(await app.send(ADMIN, `PASSWORD ${ADMIN_PASSWORD}\nKICK ${id} ${who}`)).toMatch(/^OK/m);
      return (await app.mailsSince(first, host.email)).map((x) => x.body).join("\n");
    };
    expect(await kick("Lucia")).toContain(`Lucia ha sido expulsada de ${id} por el administrador`);
    expect(await kick("Pablo")).toContain(`Pablo ha sido expulsado de ${id} por el administrador`);
    const neutral = await kick("Noa");
    expect(neutral).toContain(`Noa deja ${id}: lo ha decidido el administrador`);
    expect(neutral).not.toMatch(/Noa ha sido expulsad/);
    // the genders stated at START are signed with the players (a record that replays checks out)
    const g = await app.db.prisma.game.findUniqueOrThrow({ where: { id } });
    expect(g.status).toBe("finished");
    const { rec } = await verifyHistory(app, await send(host, `HISTORY ${id}`), id);
    expect(rec.players.map((p) => [p.name, p.grammaticalGender])).toEqual([
      ["Hector", undefined],
      ["Lucia", "f"],
      ["Pablo", "m"],
      ["Noa", undefined],
    ]);
  });
});
