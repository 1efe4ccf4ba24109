// Regicide en español, con las palabras de los jugadores de la edición española: el Castillo, la Taberna,
// el Bufón, pasar (yield), el descarte, corazones, diamantes, tréboles y picas. Las órdenes (PLAY,
// YIELD…) y los códigos de las cartas no cambian.
import type { Catalog } from "../../../i18n/msg.ts";

const CARTAS = (v: string) => `{${v}, plural, one {# carta} many {# cartas} other {# cartas}}`;
const FLIPS =
  "{flips, plural, =0 {} one { (o FLIP de un Bufón, queda #)} many { (o FLIP de un Bufón, quedan #)} other { (o FLIP de un Bufón, quedan #)}}";

export const es: Catalog = {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "regicide.title": "Regicide",
  "regicide.sp": "{a} {b}",
  "regicide.nl": "{a}\n{b}",
  "regicide.none": "(ninguna)",
  "regicide.jester": "Bufón",

  "regicide.help": `Regicide — cooperativo: los jugadores derrotan juntos a los 12 enemigos del Castillo (primero las Jotas, luego las Reinas, luego los Reyes).
En tu turno: PLAY <carta> [<carta> …] o YIELD (pasar). Jugadas válidas: una carta; un combo de 2 a 4 cartas
del mismo número que sumen 10 o menos (5H 5D, 2C 2D 2S); un As (compañero animal) con otra carta (AH 9S);
un Bufón solo (PLAY JESTER).
Valores: A=1, 2 a 10, J=10, Q=15, K=20 (enemigos derrotados robados de la Taberna), Bufón 0.
Poderes de los palos (X = valor de la jugada; un enemigo es inmune a su propio palo hasta que se juega un Bufón):
  ♥ corazones: X cartas del descarte barajado pasan bajo la Taberna; ♦ diamantes: se roban X cartas por turnos
  alrededor de la mesa; ♣ tréboles: daño doble; ♠ picas: escudo, el ataque del enemigo baja X hasta que sea derrotado.
Daño ≥ vida: el enemigo queda derrotado y vuelves a jugar; daño exacto: va encima de la Taberna.
Si no, el enemigo te ataca: DISCARD cartas que sumen al menos su ataque menos el escudo.
Tras un Bufón: NEXT <jugador> elige quién juega después. No puedes pasar (YIELD) si todos los demás pasaron
en su último turno.
En solitario: mano de 8, sin YIELD; FLIP de un Bufón (dos veces por partida): descartas la mano y robas 8.
Opciones: ruleset=official (por defecto) o ruleset=seed (2 a 4 jugadores; una muerte exacta pregunta TAVERN YES|NO);
late=pause (por defecto: un plazo vencido pausa la partida y se avisa al anfitrión) o late=play (Herald hace la
jugada válida más pasiva: pasar si se puede, si no la carta más baja; el descarte más barato).`,

  "regicide.errCardsNeeded": "{verb} necesita cartas, p. ej. {verb} 7H o {verb} 5H 5D",
  "regicide.errNotACard": "«{text}» no es una carta: escribe el número y luego el palo, p. ej. 7H, 10S, QC o JESTER",
  "regicide.errTakesNothing": "{verb} no lleva nada detrás",
  "regicide.errNextNeedsPlayer": "NEXT necesita un jugador: NEXT <nombre o asiento>",
  "regicide.errTavernYesNo": "escribe TAVERN YES o TAVERN NO",
  "regicide.errUnknownOption": "opción desconocida «{option}»: Regicide solo admite ruleset=official|seed y late=pause|play",
  "regicide.errLate": "late es pause o play, no «{value}»",
  "regicide.errRuleset": "ruleset es official o seed, no «{value}»",
  "regicide.errPlayers": "Regicide (reglas {ruleset}) es para {min} a 4 jugadores, no {n}",

  "regicide.errOneJester": "solo tienes un Bufón",
  "regicide.errNoJester": "no tienes ningún Bufón",
  "regicide.errNamedTwice": "{card} aparece dos veces",
  "regicide.errNotHeld": "no tienes {card}",
  "regicide.errPlayEmpty": "PLAY necesita al menos una carta (o YIELD)",
  "regicide.errJesterAlone": "el Bufón se juega solo",
  "regicide.errAceCombo": "un As va con exactamente otra carta y nunca entra en un combo: {cards} son " + CARTAS("n"),
  "regicide.errComboRank": "un combo necesita cartas del mismo número: {cards}",
  "regicide.errComboTotal": "un combo debe sumar 10 o menos: {sum}={value}",
  "regicide.errGameOver": "la partida ha terminado",
  "regicide.errAdminAs": "un administrador debe actuar AS uno de los jugadores",
  "regicide.errNotPlaying": "no juegas en esta partida",
  "regicide.errNotYourTurn": "no es tu turno: esperamos a {name}",
  "regicide.needPlay": "ahora debes jugar (PLAY) o pasar (YIELD)",
  "regicide.needDiscard": "ahora debes descartar (DISCARD) cartas que sumen {n} o más",
  "regicide.needNext": "debes elegir quién juega después: NEXT <jugador>",
  "regicide.needTavern": "primero responde TAVERN YES o TAVERN NO",
  "regicide.errSoloYield": "en solitario no se puede pasar",
  "regicide.errYieldAll": "no puedes pasar: todos los demás jugadores pasaron en su último turno",
  "regicide.errNoDamage": "ahora no hay daño que sufrir: PLAY o YIELD",
  "regicide.errDiscardEmpty": "DISCARD necesita cartas que sumen {n} o más",
  "regicide.errDiscardShort": "{cards} suma {worth}; debes descartar {n} o más",
  "regicide.errNextOnlyJester": "NEXT solo va después de un Bufón",
  "regicide.errFlipSolo": "FLIP solo existe en solitario",
  "regicide.errNoFlip": "ya se usaron los dos Bufones: no queda ningún FLIP",
  "regicide.errTavernNone": "TAVERN responde a una muerte exacta, y no hay ninguna",
  "regicide.errTavernOfficial":
    "TAVERN solo se pregunta con ruleset=seed: con las reglas oficiales un enemigo derrotado con daño exacto siempre va a la Taberna",
  "regicide.errNoSeat": "no hay asiento {seat}",
  "regicide.errAmbiguous": "«{text}» puede ser {names}",
  "regicide.errNoPlayer": "ningún jugador se llama «{text}»",
  "regicide.errStale": "esa decisión ya no está pendiente",
  "regicide.errLatePause": "Regicide espera a sus jugadores (late=pause): decide el anfitrión",
  "regicide.errNoDefault": "no hay ninguna jugada por defecto posible",

  "regicide.begins": "Empieza la partida: el primer enemigo es {enemy}.",
  "regicide.played": "{name} jugó {cards} ({x}) contra el enemigo {enemy}.",
  "regicide.immune": "El enemigo {enemy} es inmune a {suit}.",
  "regicide.hearts":
    "Corazones: {n, plural, one {# carta del descarte pasa} many {# cartas del descarte pasan} other {# cartas del descarte pasan}} bajo la Taberna.",
  "regicide.diamonds": "Diamantes: {n, plural, one {se roba # carta} many {se roban # cartas} other {se roban # cartas}}.",
  "regicide.diamondsBy":
    "Diamantes: {n, plural, one {se roba # carta} many {se roban # cartas} other {se roban # cartas}} ({who}).",
  "regicide.spades": "Picas: escudo de {n}.",
  "regicide.takes": "El enemigo {enemy} recibe {n} de daño ({damage}/{health}).",
  "regicide.attacks": "El enemigo {enemy} ataca a {name} con {n}.",
  "regicide.attacksZero": "El enemigo {enemy} ataca con 0 gracias al escudo.",
  "regicide.defeated": "El enemigo {enemy} queda derrotado.",
  "regicide.defeatedExact": "El enemigo {enemy} queda derrotado con daño exacto.",
  "regicide.won": "El último Rey ha caído: {solo, select, yes {¡victoria del jugador!} other {¡victoria de los jugadores!}}",
  "regicide.tavernAsk": "{name} decide si va boca abajo encima de la Taberna (TAVERN YES|NO).",
  "regicide.toTavern": "El enemigo {enemy} va boca abajo encima de la Taberna.",
  "regicide.newEnemy": "Nuevo enemigo: {enemy}. {name} vuelve a jugar.",
  "regicide.jesterPlayed":
    "{name} jugó un Bufón: el enemigo {enemy} pierde su inmunidad a {suit}; no hay ataque este turno. {name} elige quién juega después (NEXT <jugador>).",
  "regicide.jesterPlayedSpades":
    "{name} jugó un Bufón: el enemigo {enemy} pierde su inmunidad a {suit} (las picas ya jugadas dan ahora un escudo de {n}); no hay ataque este turno. {name} elige quién juega después (NEXT <jugador>).",
  "regicide.yielded": "{name} pasó.",
  "regicide.discarded": "{name} descartó {cards} ({worth}) para cubrir {n} de daño.",
  "regicide.chose": "{name} eligió a {next} para jugar después.",
  "regicide.flipped":
    "{name} giró un Bufón: descartó " +
    CARTAS("thrown") +
    " y robó {drawn} ({left, plural, one {queda # FLIP} many {quedan # FLIP} other {quedan # FLIP}}).",
  "regicide.tavernYes": "{name} pone al enemigo {enemy} en la Taberna.",
  "regicide.tavernNo": "{name} no pone al enemigo {enemy} en la Taberna.",
  "regicide.resigned": "{name} abandonó.",
  "regicide.lost": "Los jugadores perdieron: {reason}.",
  "regicide.reasonNoCardNoYield": "{name} no tiene ninguna carta que jugar y no puede pasar",
  "regicide.reasonNoCard": "{name} no tiene ninguna carta que jugar",
  "regicide.reasonCannotCover": "{name} no puede cubrir {n} de daño con una mano que suma {worth}",
  "regicide.reasonLastKing": "el último Rey ha caído",
  "regicide.reasonResigned": "{name} abandonó, y el equipo pierde la partida de Regicide",
  "regicide.youDrew": "Robaste: {cards}",

  "regicide.whatEmptyYield": "tu turno: tienes la mano vacía, YIELD",
  "regicide.whatEmptyFlip": "tu turno: tienes la mano vacía, FLIP de un Bufón",
  "regicide.whatPlayOrYield": "tu turno: PLAY <cartas> o YIELD",
  "regicide.whatPlaySolo": "tu turno: PLAY <cartas>" + FLIPS,
  "regicide.whatNoYield": "tu turno: PLAY <cartas> (no puedes pasar: todos los demás pasaron en su último turno)",
  "regicide.whatDiscard": "sufres {n} de daño: DISCARD cartas que sumen {n} o más" + FLIPS,
  "regicide.whatCannotCover": "sufres {n} de daño: tu mano no alcanza, FLIP de un Bufón",
  "regicide.whatJester": "jugaste un Bufón: elige quién juega después con NEXT <jugador>",
  "regicide.whatTavern": "muerte exacta: TAVERN YES (el enemigo va encima de la Taberna) o TAVERN NO (al descarte)",

  "regicide.sumRunning": "{n} de 12 enemigos derrotados; le toca a {name}",
  "regicide.sumWon": "{solo, select, yes {El jugador ganó} other {Los jugadores ganaron}}: {reason}",
  "regicide.sumWonMedal":
    "{solo, select, yes {El jugador ganó} other {Los jugadores ganaron}} ({medal}: {flips, plural, one {# Bufón girado} many {# Bufones girados} other {# Bufones girados}}): {reason}",
  "regicide.sumLostSolo": "El jugador perdió tras derrotar a {n} de 12 enemigos: {reason}",
  "regicide.sumLost": "Los jugadores perdieron tras derrotar a {n} de 12 enemigos: {reason}",
  "regicide.medalGold": "Oro",
  "regicide.medalSilver": "Plata",
  "regicide.medalBronze": "Bronce",

  "regicide.vWon": "Regicide: los jugadores GANARON — {reason}.",
  "regicide.vWonMedal": "Regicide: los jugadores GANARON ({medal}) — {reason}.",
  "regicide.vLost": "Regicide: los jugadores PERDIERON tras {n} de 12 enemigos — {reason}.",
  "regicide.vEnemy": "Enemigo {n} de 12: {enemy} — daño {damage}/{health}, ataque {attack}, {immunity}{waiting}.",
  "regicide.vAttackShield": "{attack} − escudo {shield} = {net}",
  "regicide.immuneH": "inmune a ♥ (sin curar)",
  "regicide.immuneD": "inmune a ♦ (sin robar)",
  "regicide.immuneC": "inmune a ♣ (sin daño doble)",
  "regicide.immuneS": "inmune a ♠ (sin escudo)",
  "regicide.immuneCancelled": "inmunidad anulada por un Bufón",
  "regicide.vSpadesWaiting": " (picas jugadas: {n}, protegerán en cuanto se juegue un Bufón)",
  "regicide.vPlayed": "Cartas jugadas contra él: {cards}",
  "regicide.vPiles":
    "Castillo: quedan {castle} · Taberna: " + CARTAS("tavern") + " · Descarte: " + CARTAS("discard") + "{top}{flips}",
  "regicide.vTop": " (encima {card})",
  "regicide.vFlips": " · FLIP de Bufón que quedan: {n}",
  "regicide.vHands": "Manos (máx. {max}): {hands}",
  "regicide.vHandSize": "{name} {n}",
  "regicide.vHandSizeYielded": "{name} {n} (pasó)",
  "regicide.vLast": "Lo último: {notes}",
  "regicide.vAwaiting": "Se espera a {name}: {what}",
  "regicide.pubEmptyYield": "mano vacía: pasar",
  "regicide.pubEmptyFlip": "mano vacía: voltear un Bufón",
  "regicide.pubPlayOrYield": "jugar cartas o pasar",
  "regicide.pubPlaySolo": "jugar cartas",
  "regicide.pubNoYield": "jugar cartas (no puede pasar)",
  "regicide.pubDiscard": "recibir {n} de daño descartando",
  "regicide.pubCannotCover": "{n} de daño que la mano no cubre: voltear un Bufón",
  "regicide.pubJester": "elegir quién juega después (se jugó un Bufón)",
  "regicide.pubTavern": "elegir adónde va el enemigo (muerte exacta)",
  "regicide.vYourHand": "Tu mano: {cards} (suma {worth})",
  "regicide.vHandOf": "Mano de {name}: {cards}",
  "regicide.vSecretTavern": "Taberna, desde arriba: {cards}",
  "regicide.vSecretCastle": "Castillo, desde arriba: {cards}",
  "regicide.vSecretDiscard": "Descarte, desde abajo: {cards}",

  "regicide.pictureCastle": "El Castillo",
  "regicide.pictureLabel": "{n} de 12 enemigos derrotados",
};
