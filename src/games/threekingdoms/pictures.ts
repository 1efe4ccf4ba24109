// The dashboard's picture of a game: one bar of HP per player, by seat ("3. Cat"). Data only; the dashboard draws it. A dead player's bar is empty and
// noted "dead"; a player's known identity is noted.
import type { Picture } from "../engine.ts";
import { m } from "../../i18n/msg.ts";
import type { TkView } from "./view.ts";

export function hpPicture(v: TkView): Picture {
  const items = v.players.map((p) => ({
    label: `${p.seat}. ${p.name}`,
    value: p.alive ? Math.max(0, p.hp) : 0,
    max: p.maxHp,
    ...(p.alive
      ? p.role
        ? { note: m(`threekingdoms.role.${p.role}`, { gender: p.gender ?? "n" }) }
        : {}
      : { note: m("threekingdoms.picture.dead", { gender: p.gender ?? "n" }) }),
  }));
  return { kind: "bars", title: m("threekingdoms.picture.hp"), items };
}
