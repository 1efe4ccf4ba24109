// Three Kingdoms en español: el flujo, las preguntas, los errores, las vistas, la ayuda y las variantes
// (ICU MessageFormat; ids "threekingdoms.…"). Los nombres son los de las reglas en español (semilla 003):
// Señor, Leal, Rebelde, Traidor; Matar, Rayo, Felicidad; Alma Oscura; entrenador y delantero en 3v3.
import type { Catalog } from "../../../i18n/msg.ts";

const TEAM = "{team, select, warm {cálido} other {frío}}";
const CARDS = "{n, plural, one {# carta} many {# cartas} other {# cartas}}";

export default {
  // a card named (events), named with the code to type (hands, offered cards), the code alone (commands)
  "threekingdoms.cards.named": "{name} {pip}",
  "threekingdoms.cards.typed": "{name} {pip} ({word}-{rs})",
  "threekingdoms.cards.code": "{word}-{rs}",
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "threekingdoms.title": "Tres Reinos",
  "threekingdoms.hp": "Vida {hp}/{max}",
  "threekingdoms.role.lord": "{gender, select, f {Señora} m {Señor} other {Señor}}",
  "threekingdoms.role.loyalist": "Leal",
  "threekingdoms.role.rebel": "Rebelde",
  "threekingdoms.role.traitor": "{gender, select, f {Traidora} m {Traidor} other {Traidor}}",
  "threekingdoms.phase":
    "{phase, select, start {inicio} judge {juicio} draw {robo} play {juego} discard {descarte} other {final}}",
  "threekingdoms.aPlayer": "un jugador",
  "threekingdoms.anotherPlayer": "otro jugador",
  "threekingdoms.nameRole": "{name} {role}",
  "threekingdoms.nameScore": "{name} {score}",
  "threekingdoms.nameHp": "{name} {hp}",

  "threekingdoms.reshuffled": `La pila de descarte se baraja y forma un mazo nuevo (${CARDS}).`,
  "threekingdoms.draws": `{name} roba ${CARDS}.`,
  "threekingdoms.drawsFor": `{name} roba ${CARDS} ({why}).`,
  "threekingdoms.youDraw": "Robas {cards}.",
  "threekingdoms.firstHand": "la mano inicial",
  "threekingdoms.plays": "{name} juega {card}.",
  "threekingdoms.playsOn": "{name} juega {card} contra {targets}.",
  "threekingdoms.playsPeach": "{name} juega {card}: {hp}.",
  "threekingdoms.drinks": "{name} bebe {card}: el próximo Matar de este turno hace 1 de daño más.",
  "threekingdoms.equips": "{name} se equipa {card}.",
  "threekingdoms.equipsReplacing": "{name} se equipa {card} en lugar de {old}.",
  "threekingdoms.placesSelf": "{name} coloca {card} delante de sí.",
  "threekingdoms.places": "{name} coloca {card} delante de {to}.",
  "threekingdoms.borrowedSword": "{name} juega {card}: {holder} debe atacar con Matar a {victim} o entregar su arma.",
  "threekingdoms.harvest.reveals": "Cosecha abundante descubre {cards}.",
  "threekingdoms.harvest.leftOver": "Las cartas de la cosecha que sobran se descartan: {cards}.",
  "threekingdoms.discards": "{name} descarta {cards}.",
  "threekingdoms.spearSlash": "el Matar de la Lanza serpiente",

  "threekingdoms.pick.ask": "{why}: CHOOSE una carta de {from}: {options} (HAND = una carta de su mano al azar)",
  "threekingdoms.pick.public": "{name} debe elegir una carta de {from} ({why})",
  "threekingdoms.pick.discards": "{why}: {name} descarta {card} de {from}.",
  "threekingdoms.pick.discardsHand": "{why}: {name} descarta {card} de la mano de {from}.",
  "threekingdoms.pick.takes": "{why}: {name} le quita {card} a {from}.",
  "threekingdoms.pick.takesHand": "{why}: {name} le quita una carta de la mano a {from}.",
  "threekingdoms.pick.youTake": "Le quitas {card} de la mano a {from}.",
  "threekingdoms.pick.tookYours": "{name} te ha quitado {card}.",

  "threekingdoms.turn.begins": "Turno {turn} (ronda {round}): turno de {name}.",
  "threekingdoms.turn.skipDraw": "{name} se salta la fase de robo (Falta de víveres).",
  "threekingdoms.turn.skipPlay": "{name} se salta la fase de juego (Felicidad).",
  "threekingdoms.turn.skipDiscard": "{name} se salta la fase de descarte (Keji).",
  "threekingdoms.play.ask": "tu fase de juego: PLAY <carta> [-> <jugador> …], o DONE para terminarla",
  "threekingdoms.play.public": "fase de juego de {name}",
  "threekingdoms.discard.ask": `tu fase de descarte: límite de mano {limit}, DISCARD ${CARDS}`,
  "threekingdoms.discard.public": `{name} debe descartar ${CARDS}`,
  "threekingdoms.delayed.name": "{trick, select, LIGHTNING {el Rayo} INDULGENCE {la Felicidad} other {la Falta de víveres}}",
  "threekingdoms.delayed.judged": "Se hace el juicio de {trick} de {name} ({code}).",
  "threekingdoms.delayed.on": "{trick} sobre {name}",
  "threekingdoms.delayed.of": "{trick} de {name}",
  "threekingdoms.delayed.escapes": "{name} se libra de {trick}.",
  "threekingdoms.lightning.strikes": "¡El Rayo cae sobre {name}!",
  "threekingdoms.lightning.moves": "{card} pasa a {name}.",
  "threekingdoms.lightning.stays": "{card} se queda con {name}.",
  "threekingdoms.indulgence.hits": "No es corazón: {name} se saltará la fase de juego.",
  "threekingdoms.shortage.hits": "No es trébol: {name} se saltará la fase de robo.",

  "threekingdoms.damage.taken":
    "{name} recibe {n, plural, one {# punto de daño} many {# puntos de daño} other {# puntos de daño}} ({cause}): {hp}.",
  "threekingdoms.damage.takenFrom":
    "{name} recibe {n, plural, one {# punto de daño} many {# puntos de daño} other {# puntos de daño}} de {from} ({cause}): {hp}.",
  "threekingdoms.dying.begins":
    "{name} está al borde de la muerte ({hp}): se pide un Melocotón a todos a la vez; salva el primero por orden de turno.",
  "threekingdoms.dying.jiuyuan": "Jiuyuan: el Melocotón de un personaje de Wu cura 1 más a {name}.",
  "threekingdoms.dying.selfSaves": "{name} se juega {card} a sí mismo: {hp}.",
  "threekingdoms.dying.peach": "{name} juega {card} sobre {to}: {hp}.",
  "threekingdoms.dying.noPeach": "{name} no da ningún Melocotón.",
  "threekingdoms.dying.saved": "{name} se salva.",
  "threekingdoms.dying.askSelf":
    "estás al borde de la muerte ({hp}): RESPOND PEACH-…{wine, select, true { o WINE-…} other {}} para salvarte, o PASS",
  "threekingdoms.dying.ask":
    "{name} está al borde de la muerte ({hp}): RESPOND PEACH-… para {gender, select, f {salvarla} m {salvarlo} other {salvarle la vida}}, o PASS",
  "threekingdoms.dying.public": "Melocotones para {name}, al borde de la muerte",
  "threekingdoms.death.dies": "{name} muere: {name} era {role}.",
  "threekingdoms.death.killed": "{name} muere (a manos de {by}): {name} era {role}.",
  "threekingdoms.death.discarded": "Descartadas: {cards}.",
  "threekingdoms.death.reward": "recompensa: {name} era Rebelde",
  "threekingdoms.death.penalty":
    "{name}, {gender, select, f {la Señora} m {el Señor} other {el Señor}}, ha matado a un Leal y descarta todas sus cartas de mano y de equipo{any, select, yes {: {cards}} other {}}.",
  "threekingdoms.win.traitor": "El Traidor {name} gana: es el último en pie.",
  "threekingdoms.win.rebels": "El Señor ha muerto: ganan los Rebeldes ({names}).",
  "threekingdoms.win.lord": "Todos los Rebeldes y Traidores han muerto: ganan el Señor y los Leales ({names}).",
  "threekingdoms.gameOver": "Fin de la partida. {summary}",
  "threekingdoms.identities": "Identidades: {list}.",
  "threekingdoms.scores": "Puntuaciones (tabla de la 4.ª edición de las reglas): {list}.",
  "threekingdoms.scores.v3": "Puntuaciones (3v3: 1 para cada jugador del equipo ganador): {list}.",
  "threekingdoms.resigns": "{name} abandona.",
  "threekingdoms.deadline": "Se acabó el plazo de {name}: {line}.",
  "threekingdoms.auto.list": "Tus respuestas automáticas: {rules}.",
  "threekingdoms.auto.none": "No tienes respuestas automáticas.",

  "threekingdoms.err.option": "opción {key}: valor no válido",
  "threekingdoms.err.joinOption": "opción de JOIN desconocida: {key} (solo gender=m|f)",
  "threekingdoms.err.gender": "gender es m o f",
  "threekingdoms.err.players": "Tres Reinos necesita de 4 a 10 jugadores",
  "threekingdoms.err.traitors": "traitors=2 solo vale con 6 u 8 jugadores",
  "threekingdoms.err.lordSeat": "lord={lord}: no existe ese asiento",
  "threekingdoms.err.noSkills": "no hay habilidades en este modo (se juega sin generales)",
  "threekingdoms.err.actAs": "actúa como jugador (AS <jugador> …)",
  "threekingdoms.err.over": "la partida ha terminado",
  "threekingdoms.err.nothingAwaited": "ahora no se espera nada",
  "threekingdoms.err.dead": "estás fuera de juego; puedes seguir mirando la partida",
  "threekingdoms.err.notYourMove": "no te toca: se espera a {waiting}",
  "threekingdoms.err.noSeat": "no existe el asiento {seat}",
  "threekingdoms.err.alreadyOut": "{name} ya está fuera de la partida",
  "threekingdoms.err.notPending": "esta decisión ya no está pendiente",
  "threekingdoms.err.noPlayer": "no hay ningún jugador llamado «{name}»",
  "threekingdoms.err.namedTwice": "{name} aparece dos veces",
  "threekingdoms.err.noSpear": "necesitas la Lanza serpiente equipada para usar dos cartas como Matar",
  "threekingdoms.err.noSuchCard": "no tienes la carta {card}",
  "threekingdoms.err.noUsableCard": "no tienes ninguna carta {card} que sirva aquí",
  "threekingdoms.err.notACode": "«{word}» no es un código de carta (p. ej. SLASH-7S)",
  "threekingdoms.err.spearTwo": "Lanza serpiente: nombra exactamente dos cartas de tu mano",
  "threekingdoms.err.spearWhere": "la Lanza serpiente solo responde cuando se pide un Matar",
  "threekingdoms.err.spearNeeds": "necesitas la Lanza serpiente y dos cartas en la mano",
  "threekingdoms.err.oneCard": "juega las cartas de una en una",
  "threekingdoms.err.answerOne": "responde con una sola carta",
  "threekingdoms.err.cannotUseAs": "{card} no se puede usar como {as} (ninguna habilidad tuya lo permite)",
  "threekingdoms.err.needsTargets":
    "{label} necesita {n, plural, one {un objetivo} many {# objetivos} other {# objetivos}}: PLAY {code} -> <jugador>{n, plural, one {} many { <jugador>} other { <jugador>}}",
  "threekingdoms.err.noTarget": "{label} no lleva objetivo: PLAY {code}",
  "threekingdoms.err.isDead":
    "{gender, select, f {{name} está muerta} m {{name} está muerto} other {{name} ya no está con vida}}",
  "threekingdoms.err.untargetable": "{card} no puede tener como objetivo a {name} (una habilidad suya)",
  "threekingdoms.err.slashUsed": "ya usaste un Matar en este turno (solo la Ballesta permite más)",
  "threekingdoms.err.halberd": "Alabarda celeste: nombra de 1 a 3 objetivos",
  "threekingdoms.err.slashSelf": "no puedes usar Matar contra ti mismo",
  "threekingdoms.err.outOfRange": "{name} está fuera de tu alcance de ataque (distancia {d}, alcance {r})",
  "threekingdoms.err.dodgeOnly": "Esquivar solo se juega en respuesta a un Matar o a una Lluvia de flechas",
  "threekingdoms.err.nullifyOnly": "una Anulación solo se juega en respuesta a un truco (cuando se te pregunta)",
  "threekingdoms.err.peachSelf": "en tu turno un Melocotón solo te cura a ti",
  "threekingdoms.err.notWounded": "no has perdido ninguna vida",
  "threekingdoms.err.oneWine": "solo un Vino por turno",
  "threekingdoms.err.targetSelf": "no puedes usar {card} contra ti mismo",
  "threekingdoms.err.noCards": "{name} no tiene cartas",
  "threekingdoms.err.snatchDistance": "Robar necesita distancia 1; {name} está a distancia {d}",
  "threekingdoms.err.shortageDistance": "Falta de víveres necesita distancia 1; {name} está a distancia {d}",
  "threekingdoms.err.swordFirst": "Espada prestada: el primer jugador nombrado debe ser otro, con un arma",
  "threekingdoms.err.noWeapon": "{name} no tiene arma",
  "threekingdoms.err.notInRange": "{name} no está al alcance de ataque de {of}",
  "threekingdoms.err.lightningSelf": "el Rayo se coloca delante de ti mismo",
  "threekingdoms.err.hasLightning": "ya tienes un Rayo",
  "threekingdoms.err.delayedOther":
    "{trick, select, INDULGENCE {la Felicidad} other {la Falta de víveres}} se coloca delante de otro jugador",
  "threekingdoms.err.alreadyHas": "{name} ya tiene {trick, select, INDULGENCE {una Felicidad} other {una Falta de víveres}}",
  "threekingdoms.err.playPhase": "es tu fase de juego: PLAY <carta> [-> <jugador>] o DONE",
  "threekingdoms.err.discardFirst": `primero DISCARD ${CARDS} (tu límite de mano es tu vida)`,
  "threekingdoms.err.discardExactly": `descarta exactamente ${CARDS}`,
  "threekingdoms.err.doesNotAnswer": "{card} no sirve de respuesta: hace falta {needed}",
  "threekingdoms.err.chooseOneOf": "elige una de estas opciones: {options}",
  "threekingdoms.err.v3Clash":
    "mode=3v3 no se puede combinar con {options} (3v3 tiene sus propios equipos, selección y victoria)",
  "threekingdoms.err.v3Players": "mode=3v3 necesita exactamente 6 jugadores (dos equipos de tres)",
  "threekingdoms.err.protectSeries": "protect=on necesita series=on: protege en una partida al primer eliminado de la anterior",
  "threekingdoms.err.protectDarksouls":
    "protect=on y darksouls=on no se pueden combinar: la protección del primer eliminado es la regla de las partidas sin Almas Oscuras",
  "threekingdoms.err.reincarnationDarksouls":
    "reincarnation=on y darksouls=on no se pueden combinar: un jugador muerto o vuelve o se convierte en Alma Oscura",
  "threekingdoms.err.reincarnationGenerals":
    "reincarnation=on necesita generals=on: un jugador vuelve como general del mismo reino",
  "threekingdoms.err.noReincarnation": "no hay sacrificios sin reincarnation=on",
  "threekingdoms.err.rebornSacrifice": "un jugador reencarnado no puede sacrificar",
  "threekingdoms.err.sacrificedThisRound": "ya sacrificaste una carta en esta ronda",
  "threekingdoms.err.notDead":
    "{gender, select, f {{name} no está muerta} m {{name} no está muerto} other {{name} sigue con vida}}",
  "threekingdoms.err.stuck": "{name} no puede recibir más sacrificios (no queda ningún general de su reino)",
  "threekingdoms.err.sacrificeUsage": "SKILL SACRIFICE <carta> -> <jugador muerto>",
  "threekingdoms.err.autoRule": "regla AUTO desconocida «{rule}»: usa {rules}, OFF <regla>, CLEAR o LIST",
  "threekingdoms.err.nameTwo": "nombra las dos cartas: SPEAR <carta> <carta>",
  "threekingdoms.err.nameCard": "nombra una carta, p. ej. SLASH-7S",
  "threekingdoms.err.notACodeLong":
    "«{word}» no es un código de carta (las cartas se escriben así: MATAR-7S, DESTELLO-2H, MELOCOTON-QD)",
  "threekingdoms.err.chooseWhat": "¿CHOOSE qué? p. ej. CHOOSE PEACH-3H",
  "threekingdoms.err.discardWhich": "¿DISCARD qué cartas? p. ej. DISCARD SLASH-7S DODGE-2H",

  "threekingdoms.general.offer": "\n- {code}: {title}",
  "threekingdoms.skill.line": "\n  {title}{lord, select, yes { (habilidad de Señor)} other {}}: {text}",
  "threekingdoms.general.yourOffer": "Tus generales para elegir:",
  "threekingdoms.general.lordOffer":
    "{gender, select, f {Eres la Señora.} m {Eres el Señor.} other {Tu identidad: Señor.}} Tus generales para elegir:",
  "threekingdoms.general.ask": "elige tu general: CHOOSE {options}",
  "threekingdoms.general.public": "{name} debe elegir un general",
  "threekingdoms.general.lordChooses":
    "{name}, {gender, select, f {la Señora} m {el Señor} other {el Señor}}, elige a {general}.",
  "threekingdoms.general.youChose": "Elegiste a {general}; las elecciones se muestran todas a la vez.",
  "threekingdoms.general.revealed": "Se muestran los generales: {list}.",
  "threekingdoms.general.isGeneral": "{name} es {general}",
  "threekingdoms.general.isGeneralByDefault": "{name} es {general} (por defecto: no eligió a tiempo)",
  "threekingdoms.waitingMany": "{names}, que deben elegir",

  "threekingdoms.series.dealOver": "La partida {game} de {of} ha terminado: {summary}",
  "threekingdoms.series.scores": "\nPuntuaciones de esta partida: {deal}. Totales de la serie: {totals}.",
  "threekingdoms.series.nextDeal":
    "\nEmpieza la partida {game} de {of}: {lord} es el Señor. Las nuevas identidades y manos se envían en privado.",
  "threekingdoms.series.protected":
    "\n{gender, select, f {{name}, la primera eliminada de la partida {game}, está protegida: conserva una gota de sangre hasta que otro quede eliminado o hasta que ataque.} m {{name}, el primer eliminado de la partida {game}, está protegido: conserva una gota de sangre hasta que otro quede eliminado o hasta que ataque.} other {Primera eliminación de la partida {game}: {name} goza de protección y conserva una gota de sangre hasta que otro quede eliminado o hasta que ataque.}}",
  "threekingdoms.series.ends":
    "la serie de {n, plural, one {# partida} many {# partidas} other {# partidas}} termina (última partida: {last}); total más alto {best}",
  "threekingdoms.seriesTable":
    "La serie ha terminado{mode, select, none {} other { ({mode})}}. Puntuaciones por partida (tabla de la 4.ª edición):\n{head}\n{rows}\n{total}",
  "threekingdoms.seriesTable.head": "Part. Señor{pad} {names}",
  "threekingdoms.seriesTable.total": "Totales{pad} {totals}",

  "threekingdoms.finalThree.begins":
    "Los tres últimos: solo quedan {n} jugadores en la ronda {round}. Desde la ronda {from}, cada jugador vivo pierde 1 de vida al comienzo de cada ronda.",
  "threekingdoms.finalThree.spared":
    "Los tres últimos, ronda {round}: todos tienen 1 de vida y quedarían eliminados juntos, así que nadie pierde vida en esta ronda.",
  "threekingdoms.finalThree.loss": "Los tres últimos, ronda {round}: cada jugador vivo pierde 1 de vida ({list}).",
  "threekingdoms.protect.ends": "{name} ya no está protegido: {why}.",
  "threekingdoms.protect.drop": "{name} conserva una gota de sangre (protección del primer eliminado): Vida 1/{max}.",
  "threekingdoms.protect.whyOut":
    "{gender, select, f {{name} ha quedado eliminada} m {{name} ha quedado eliminado} other {{name} está fuera de juego}}",
  "threekingdoms.protect.whyAttacked": "ha atacado con {card, select, SLASH {un Matar} other {un Duelo}}",
  "threekingdoms.protect.whyDamage": "ha hecho daño a {name}",
  "threekingdoms.sacrifice.public": "{name} sacrifica una carta a {to} ({n} de {of}).",
  "threekingdoms.sacrifice.gave": "Diste {card} a {to}.",
  "threekingdoms.sacrifice.got": "{name} te ha dado {card}.",
  "threekingdoms.sacrifice.stuck":
    "No queda ningún general libre del reino de {name}: {name} conserva las cartas pero no puede recibir más sacrificios.",
  "threekingdoms.sacrifice.comesBack":
    "{name} vuelve como {general} con 1 de vida (reencarnación){old, select, none {} other {; {old} vuelve al montón}}. {gender, select, f {{name} sigue contando como eliminada para la victoria.} m {{name} sigue contando como eliminado para la victoria.} other {Para la victoria, {name} sigue fuera de la carrera.}}",
  "threekingdoms.soul.hostDead": "{name} ha muerto",
  "threekingdoms.soul.cardDiscarded": "Se descarta la carta de {soul}: {cards}.",
  "threekingdoms.soul.goneWhy": "El Alma Oscura de {name} ({soul}) desaparece: {why}.",
  "threekingdoms.soul.gone": "El Alma Oscura de {name} ({soul}) desaparece.",
  "threekingdoms.soul.arhatTakes": "El Alma Oscura de {name} (Arhat) absorbe 1 del daño a {host} y desaparece.",
  "threekingdoms.soul.arhatDiscards": "{name} descarta {cards} (Arhat).",
  "threekingdoms.soul.arhatAsk": "Arhat ha absorbido 1 de daño por ti: DISCARD 1 carta de tu mano",
  "threekingdoms.soul.arhatPublic": "{name} debe descartar 1 carta (Arhat)",
  "threekingdoms.soul.possesses": "El Alma Oscura de {name} ({soul}) posee a {host}.",
  "threekingdoms.soul.possessAsk": "estás fuera de juego: tu Alma Oscura ({soul}) posee a un jugador vivo: CHOOSE <jugador>",
  "threekingdoms.soul.possessPublic": "el Alma Oscura de {name} debe elegir a quién poseer",
  "threekingdoms.soul.xuanwuCard": "La carta de Xuanwu: {cards}.",
  "threekingdoms.soul.xuanwuDraws": "Xuanwu roba una carta del mazo, boca abajo.",
  "threekingdoms.soul.xuanwuSwaps":
    "El Alma Oscura de {name} (Xuanwu) cambia su carta por una carta de la mano de {host}, tomada sin mirar, que se descarta: {cards}.",
  "threekingdoms.soul.xuanwuGave": "Xuanwu te ha dado {cards}.",
  "threekingdoms.soul.xuanwuAsk":
    "empieza la fase de juego de {host}: CHOOSE USE para cambiar la carta de Xuanwu por una carta de su mano tomada sin mirar, o PASS",
  "threekingdoms.soul.yusukeOrders": "El Alma Oscura de {name} (Yusuke) ordena a {host} descartar su mano: {cards}.",
  "threekingdoms.soul.yusukeAsk":
    "empieza la fase de juego de {host}: CHOOSE USE para que descarte su mano y robe las mismas (Yusuke), o PASS",
  "threekingdoms.soul.actPublic": "el Alma Oscura de {name} ({soul}) debe actuar o pasar",
  "threekingdoms.soul.darkSoul": "Alma Oscura",
  "threekingdoms.soul.darkSoulText": "el Alma Oscura de un jugador muerto actúa por él",
  "threekingdoms.soul.name": "{soul}",
  "threekingdoms.finalThree.title": "Los tres últimos",
  "threekingdoms.finalThree.text": "los tres últimos pierden vida cada ronda",

  "threekingdoms.v3.win":
    "El entrenador {loser, select, warm {cálido} other {frío}} {dead} ha muerto: gana el equipo " + TEAM + " ({names}).",
  "threekingdoms.v3.killReward": "3v3: cada muerte da 3 cartas; {name} ha muerto",
  "threekingdoms.v3.direction":
    "3v3: nombra al primer personaje al que llega, uno de tus vecinos vivos ({names}), o a nadie para el orden de turno",
  "threekingdoms.v3.firstPicker": "{name} (entrenador cálido) deja que el entrenador " + TEAM + " elija primero.",
  "threekingdoms.v3.pool": "los generales de la selección (paso 4), 16 boca arriba:",
  "threekingdoms.v3.whoPicksFirst": "\n¿qué entrenador elige primero? CHOOSE WARM | COOL",
  "threekingdoms.v3.whoPicksFirstPublic": "{name} (entrenador cálido) debe decir qué entrenador elige primero",
  "threekingdoms.v3.picks": "{name} (entrenador " + TEAM + ") elige a {general}.",
  "threekingdoms.v3.pickAsk": "elige un general ({i} de {n} esta vez): CHOOSE uno de",
  "threekingdoms.v3.pickPublic": "{name} (entrenador " + TEAM + ") debe elegir un general",
  "threekingdoms.v3.willBe": "{name} será {general}.",
  "threekingdoms.v3.placeAsk":
    "coloca tus generales (paso 8, en secreto hasta que los dos entrenadores los hayan colocado): el general de {name} ({coach, select, yes {entrenador, +1 de vida} other {delantero}}): CHOOSE uno de {options}",
  "threekingdoms.v3.placePublic": "{name} (entrenador " + TEAM + ") debe colocar sus generales",
  "threekingdoms.v3.sideFirst": "{name} (entrenador frío) decide que el bando " + TEAM + " actúa primero.",
  "threekingdoms.v3.sideFirstAsk": "¿qué bando actúa primero? CHOOSE WARM | COOL",
  "threekingdoms.v3.sideFirstPublic": "{name} (entrenador frío) debe decir qué bando actúa primero",
  "threekingdoms.v3.actAsk":
    "actúa tu bando: CHOOSE COACH (tu turno) | FORWARDS (los turnos de los dos delanteros, uno tras otro)",
  "threekingdoms.v3.actPublic": "{name} (entrenador " + TEAM + ") debe elegir quién actúa",
  "threekingdoms.v3.sideActs": "Actúa el bando " + TEAM + ": {first}{second, select, none {} other { y después {second}}}.",
  "threekingdoms.v3.shown": "Se muestran los generales: {list}.",
  "threekingdoms.v3.view.teams":
    "3v3: equipo cálido (cartas de Señor y Leal): {warmCoach} (entrenador), {warm}; equipo frío (cartas de Traidor y Rebelde): {coolCoach} (entrenador), {cool}.",
  "threekingdoms.v3.view.draft": "Selección: elegidos por el entrenador cálido: {warm}; por el entrenador frío: {cool}.",
  "threekingdoms.v3.view.pool": "Quedan por elegir: {pool}.",
  "threekingdoms.v3.view.toAct": "Cartas de identidad giradas: {turned}. El bando " + TEAM + " tiene derecho a actuar.",

  "threekingdoms.view.none": "(ninguno)",
  "threekingdoms.view.noneTurned": "ninguna",
  "threekingdoms.view.empty": "(vacía)",
  "threekingdoms.view.series": "Serie: partida {game} de {of}; totales de las partidas terminadas: {totals}.",
  "threekingdoms.view.over": "Fin de la partida: {summary}",
  "threekingdoms.view.turn": "Turno {turn} (ronda {round}): fase de {phase} de {name}. Mazo {deck}, descarte {discard}{top}.",
  "threekingdoms.view.discardTop": " (encima {card})",
  "threekingdoms.view.table": "Alrededor de la mesa, en orden de turno desde el Señor:",
  "threekingdoms.view.player": "{seat}. {name}{role}{general}: {state}",
  "threekingdoms.view.general": " {general}",
  "threekingdoms.view.sep": "; ",
  "threekingdoms.view.whoWhat": "{name}: {what}",
  "threekingdoms.view.role": " [{role}]",
  "threekingdoms.view.alive": `Vida {hp}/{max}, ${CARDS}`,
  "threekingdoms.view.dead": "{gender, select, f {muerta} m {muerto} other {fuera de juego}}",
  "threekingdoms.view.deadSacrificed":
    "fuera de juego, {n, plural, one {# carta sacrificada} many {# cartas sacrificadas} other {# cartas sacrificadas}}",
  "threekingdoms.view.equipment": "equipo: {cards}",
  "threekingdoms.view.judgement": "juicio: {cards}",
  "threekingdoms.view.judgeAs": "{card} (como {as})",
  "threekingdoms.view.hand": "mano: {cards}",
  "threekingdoms.view.onTable": "En la mesa: {cards}",
  "threekingdoms.view.harvest": "Cosecha: {cards}",
  "threekingdoms.view.waiting": "Esperando: {who}",
  "threekingdoms.view.youAre": "Eres {name} (asiento {seat}), {role}.",
  "threekingdoms.view.yourHand": "Tu mano: {cards}",
  "threekingdoms.view.yourAuto": "Tus respuestas automáticas: AUTO {rules}",
  "threekingdoms.view.deckOrder": "Mazo (de arriba abajo): {cards}",
  "threekingdoms.picture.hp": "Vida",
  "threekingdoms.picture.dead": "{gender, select, f {muerta} m {muerto} other {fuera de juego}}",

  "threekingdoms.help.generals":
    "\nGenerales (código: nombre, reino, vida; habilidades, las activas se usan con SKILL <habilidad>):",
  "threekingdoms.help.general": `\n{code}: {name}, {kingdom}{female, select, yes {, mujer} other {}}, {hp} de vida; {skills}`,
  "threekingdoms.help.lordSkill": "{skill} (habilidad de Señor)",
  "threekingdoms.help": HELP_ES(),
} satisfies Catalog;

function HELP_ES(): string {
  return `Tres Reinos (Sanguosha), modo de identidades, con los 25 generales estándar (opción de CREATE generals=on, por defecto)
o sin ellos (generals=off: todos con 4 de vida, el Señor con 5 si hay 5 jugadores o más, sin habilidades).
Identidades: el Señor es público; los Leales protegen al Señor, los Rebeldes quieren su muerte, el Traidor quiere ser el último en pie.
Generales: el Señor elige primero entre Cao Cao, Liu Bei, Sun Quan y 2 al azar (se muestran a todos); cada uno de los demás
  recibe 3 (2 con 10 jugadores) y elige en privado; todos se muestran a la vez. La vida es la del general; el Señor +1 (no
  con 4 jugadores); el sexo es el del general. CHOOSE <código del general>; al vencer el plazo se toma el primero ofrecido.
Asientos: los puestos alrededor de la mesa se sortean en START con la semilla de la partida (tu número de asiento sigue siendo
  tu orden de llegada); los correos muestran a los jugadores alrededor de la mesa en orden de turno, desde el Señor (que empieza).
Turno: inicio, juicio, robo de 2, juego (un Matar por turno), descarte hasta tu vida, final.
Órdenes: PLAY <carta> [-> <jugador> …] (p. ej. PLAY MATAR-7S -> Bob; PLAY ESPADA-PRESTADA-QC -> Ann Bob; PLAY SPEAR <carta> <carta> -> Bob con la Lanza serpiente)
  PLAY <carta> AS <nombre> -> <jugador> cuando una habilidad permite usar una carta como otra (Wusheng, Longdan, Qixi)
  RESPOND <carta> o PASS cuando se te pregunta (Esquivar, Matar, Melocotón, Anulación; también vale una carta que convierte una habilidad);
  DISCARD <carta> …; DONE termina tu fase de juego; CHOOSE <carta|HAND|ICE|general|jugador|opción> cuando se te pregunta;
  SKILL <habilidad> [<carta> …] [-> <jugador> …] usa una habilidad activa en tu fase de juego (p. ej. SKILL KUROU);
  AUTO ESQUIVAR | MATAR | NUNCA-ANULAR | ANULAR-SI-OBJETIVO | NUNCA-GUICAI | PASAR, AUTO DESACTIVAR <regla>, AUTO BORRAR, AUTO LISTA
  (respuestas automáticas; también en inglés: dodge | slash | never-nullify | nullify-if-target | never-guicai | pass, OFF, CLEAR, LIST).
En cada ventana de respuesta (Esquivar, Melocotón, Anulación…) se pregunta a todo jugador vivo que pudiera responder, tenga lo
  que tenga, así que ser preguntado no revela nada; AUTO responde al instante igual con la carta que sin ella.
Las cartas se nombran con los códigos de tu mano (NOMBRE-<valor><palo>, p. ej. DESTELLO-2H, MELOCOTON-QD, ANULACION-JS).
Opciones: generals=on|off, traitors=2 (6 u 8 jugadores), maneuvering (añade Vino y Falta de víveres), lord=<asiento>
  (el primer Señor), series (una partida por jugador, el Señor va pasando; las puntuaciones se suman y gana el total más alto).
  Las puntuaciones de cada partida (tabla de la 4.ª edición) se envían al terminar; una serie acaba con una tabla por partida.
Variantes de las reglas (opciones de CREATE, desactivadas por defecto; ver docs/three-kingdoms.md):
  finalthree=on: cuando solo quedan tres jugadores (desde la ronda R, en la que cayó el antepenúltimo), cada jugador vivo pierde
    1 de vida al comienzo de cada ronda a partir de la ronda R+4 (tras tres rondas completas), todos a la vez. Es pérdida de vida,
    no daño: sin origen, sin habilidades de daño, sin recompensa por una muerte así. Los moribundos se resuelven uno a uno en orden
    de turno desde el Señor (los Melocotones salvan). Si todos los que quedan tienen 1 de vida, nadie pierde vida esa ronda
    (quedarían eliminados juntos: pasan a la siguiente ronda). Sigue con dos jugadores.
  protect=on (necesita series=on): el primer eliminado de una partida está protegido en la siguiente: cuando estaría al borde de
    la muerte conserva una gota de sangre (1 de vida, sin pedir Melocotones), hasta que otro jugador quede eliminado o hasta que
    ataque (juegue un Matar o un Duelo contra otro jugador, o le haga daño). No con darksouls.
  reincarnation=on (necesita generals=on): un jugador muerto se queda en la mesa. En tu fase de juego, una vez por ronda, puedes
    darle una carta de tu mano boca abajo: SKILL SACRIFICE <carta> -> <jugador>. Con 4 cartas sacrificadas (3 con 4 o 5
    jugadores) vuelve al instante con esas cartas como mano y 1 de vida, como un general libre al azar del reino de su general
    (cualquier reino si era Qun). Quien ha vuelto cuenta como eliminado para la victoria y las puntuaciones, no puede sacrificar, y
    matarlo no da recompensa ni castigo; puede volver otra vez. Sin generales libres de su reino conserva las cartas pero no
    recibe más sacrificios.
  darksouls=on: cuando muere un Leal, un Rebelde o un Traidor, su Alma Oscura posee a un jugador vivo: el muerto recibe la
    pregunta CHOOSE <jugador>. Arhat (la de un Leal) absorbe 1 del siguiente daño a su huésped, que después descarta una carta de
    la mano. Xuanwu (la de un Rebelde) roba una carta boca abajo; al empezar cada fase de juego de su huésped puede CHOOSE USE (o
    PASS) para cambiarla por una carta de la mano del huésped tomada sin mirar, que se descarta. Yusuke (la de un Traidor): al
    empezar cada fase de juego de su huésped puede CHOOSE USE (o PASS) para que descarte la mano y robe las mismas. Cada alma
    actúa una vez y desaparece con su huésped. No con reincarnation ni protect.
  mode=3v3: exactamente 6 jugadores en dos equipos: asientos 1-3 (orden de llegada) y 4-6, con los asientos 1 y 4 de
    entrenadores. Un sorteo hace a un equipo cálido (entrenador: la carta de Señor; delanteros: cartas de Leal) y al otro frío
    (Traidor, Rebeldes); las identidades son públicas. Cada entrenador se sienta entre sus delanteros. Selección: se muestran 16
    generales (los otros 9 nunca); el entrenador cálido dice qué entrenador elige primero (CHOOSE WARM | COOL); los entrenadores
    eligen 1-2-2-2-2-2-2-2-1 (CHOOSE <general>, de uno en uno); después cada entrenador coloca en secreto tres de sus ocho en
    entrenador, delantero A y delantero B (CHOOSE, tres veces), y se muestran a la vez cuando los dos han colocado. Entrenadores
    +1 de vida y de vida máxima; sin habilidades de Señor; sin Rayo (apartado); 4 cartas cada uno. El entrenador frío dice qué
    bando actúa primero (CHOOSE WARM | COOL). Los bandos actúan por turnos: su entrenador elige COACH (un turno) o FORWARDS (cada
    delantero vivo con la carta derecha juega un turno, uno tras otro). Una carta se gira al empezar su turno; cuando todas las
    cartas vivas están giradas se enderezan todas; un bando sin cartas derechas cede el derecho al otro. La primera acción es de
    un entrenador. Invasión Nanman, Lluvia de flechas, Jardín de Taoyuan y Cosecha abundante giran en el sentido que nombra
    quien las usa: PLAY <carta> -> <vecino> (el primero al que llega), o sin nombre para el orden de turno. Cada muerte da 3
    cartas, aunque sea de un compañero. La partida termina cuando muere un entrenador: gana el otro equipo. No con series, lord,
    traitors=2, generals=off ni las demás variantes.`;
}
