// Trente en español (ICU MessageFormat; ids «trente.…»), como se habla en la mesa: ronda, turno, tirada,
// apartar dados, volver a tirar, objetivo, atacar al 3, víctima, «main pleine» (mano llena, el nombre
// francés del juego). Se tutea. Los comandos (KEEP, POLICY, FIRST, VICTIM) se quedan en inglés.
import type { Catalog } from "../../../i18n/msg.ts";

const pts = "{points, plural, one {# punto} many {# puntos} other {# puntos}}";

export default {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "trente.title": "Trente",
  // ---- eventos
  "trente.turnStarts": `Ronda {round}, turno de {name} (${pts}): saca {dice}.`,
  "trente.setsAside": "{name} aparta {dice}.",
  "trente.setsAsideMustName": "{name} aparta {dice} y tiene que decir qué dado apartó primero (FIRST <dado>).",
  "trente.setsAsideFirst":
    "{name} aparta {dice}; primer dado {die}: {aim, select, low {va a por 12 o menos} other {va a por 30 o más}}.",
  "trente.autoSet":
    "Tu orden permanente: cada uno de tus turnos se juega con la estrategia «{policy}» desde su primera tirada (AUTO OFF la quita).",
  "trente.autoOff": "Tu orden permanente está quitada: vuelves a jugar tus turnos tú.",
  "trente.autoIs": "Tu orden permanente: cada uno de tus turnos se juega con la estrategia «{policy}» (AUTO OFF la quita).",
  "trente.autoNone":
    "No tienes orden permanente en esta partida. AUTO POLICY <regla> (por ejemplo AUTO POLICY high) juega cada uno de tus turnos con esa regla.",
  "trente.errAutoSeat": "AUTO fija la orden permanente de un jugador: solo la manda un jugador sentado",
  "trente.playsByPolicy": "{name} juega el resto del turno con la estrategia «{policy}».",
  "trente.rolls": "{name} vuelve a tirar: {dice} (apartados: {kept}).",
  "trente.namesFirst": "{name} dice que el {die} es el primer dado que aparta.",
  "trente.turnDice": "Dados de {name}: {dice} = {sum} (objetivo {target}).",
  "trente.onTarget": "{name} clava el {target}: no pasa nada.",
  "trente.missLoses": `A {name} le faltan {points}: {name} pierde ${pts} ({before} → {after}).`,
  "trente.attackLoses": `{hits}×{level}: {name} pierde ${pts} ({before} → {after}).`,
  "trente.outOfRound": "{name} baja de 0 y queda fuera de la ronda.",
  "trente.choosesVictim": "{name} ataca al {level} y elige víctima (VICTIM <jugador>).",
  "trente.attacks": "{attacker} ataca a {victim} al {level}:",
  "trente.attackRollMiss": "saca {dice} (ningún {level}){last, select, true {.} other {;}}",
  "trente.attackRollHit":
    "saca {dice} (se queda {hits}×{level}{full, select, true {, main pleine: vuelve a tirar los seis} other {}}){last, select, true {.} other {;}}",
  "trente.noDamage": "Ningún {level} en la primera tirada: {victim} no pierde nada.",
  "trente.roundWon": `{name} gana la ronda {round} con ${pts}.`,
  "trente.roundBegins": "Empieza la ronda {round} de {total}: todos vuelven a {start}; abre {name}.",
  "trente.gameOver":
    "Se acabó la partida: {n, plural, =0 {no gana nadie} one {gana {winners}} many {ganan {winners}} other {ganan {winners}}}.",
  "trente.leaves": "{name} deja la partida.",
  "trente.deadlinePassed": "Se pasó el plazo de {name}: Herald juega por defecto.",

  // ---- decisiones pendientes y resultado
  "trente.pendingKeep": "te toca: KEEP <dados> de {roll}, o POLICY <estrategia>",
  "trente.pendingFirst": "di cuál es tu primer dado: FIRST {choices}",
  "trente.pendingVictim": "elige la víctima de tu ataque al {level}: VICTIM <jugador>",
  "trente.summaryRound":
    "{n, plural, =0 {No gana nadie} one {Gana {winners}} many {Ganan {winners}} other {Ganan {winners}}} la ronda.",
  "trente.summaryGame":
    "{n, plural, =0 {No gana nadie} one {Gana {winners}} many {Ganan {winners}} other {Ganan {winners}}} la partida (rondas ganadas: {tally}).",
  "trente.scoresTitle": "Puntos en esta ronda",

  // ---- errores
  "trente.errOver": "la partida ya terminó",
  "trente.errAdminAs": "un administrador solo juega por {name} con AS {name} <jugada>",
  "trente.errNotYourTurn": "no es tu turno: está jugando {name}",
  "trente.errNameFirst": "primero di qué dado apartaste primero: {choices}",
  "trente.errKeepOne": "aparta al menos un dado",
  "trente.errNotOnTable": "no puedes apartar {dice}: los dados en la mesa son {roll}",
  "trente.errKeepNamedFirst": "dijiste que el {die} era tu primer dado: apártalo en este KEEP, o nombra otro con FIRST",
  "trente.errFirstClassic": "FIRST solo se usa con las reglas clásicas (aquí el objetivo siempre es 30)",
  "trente.errFirstNotKept": "FIRST tiene que ser uno de los dados que apartaste: {dice}",
  "trente.errFirstSet":
    "tu primer dado ya está fijado en este turno ({die}: {aim, select, low {a por 12 o menos} other {a por 30 o más}})",
  "trente.errNoSuchDie": "no hay ningún {die} en tu tirada ({roll})",
  "trente.errNoAttack": "no hay ningún ataque esperando víctima",
  "trente.errSelf": "no puedes atacarte a ti mismo",
  "trente.errVictimOut": "{name} ya está fuera de esta ronda",
  "trente.errNoSeat": "no hay ningún asiento {seat}",
  "trente.errAmbiguous": "«{text}» puede ser {names}",
  "trente.errNoPlayer": "no hay ningún jugador que se llame «{text}»",
  "trente.errAlreadyLeft": "{name} ya dejó la partida",
  "trente.errNotPending": "esa decisión ya no está pendiente",
  "trente.errTooFew": "Trente necesita al menos {min} jugadores",
  "trente.errTooMany": "Trente admite como mucho {max} jugadores",
  "trente.errKeepNeedsDice": "KEEP necesita los dados que apartas, por ejemplo KEEP 6 5",
  "trente.errKeepValues": "KEEP lleva valores de dado del 1 al 6, por ejemplo KEEP 6 5 (llegó «{got}»)",
  "trente.errKeepSix": "no puedes apartar más de seis dados",
  "trente.errFirstOne": "FIRST lleva un solo valor de dado del 1 al 6, por ejemplo FIRST 5",
  "trente.errVictimNeeds": "VICTIM necesita el nombre de un jugador o su número de asiento, por ejemplo VICTIM Bob",
  "trente.errPolicyNeeds": "POLICY necesita una regla: high, low, all, o keep <dados> (por ejemplo POLICY keep 5 6)",
  "trente.errPolicyElse": "después de «else» di high o low (por ejemplo POLICY keep 5 6 else high)",
  "trente.errPolicyUnknown": "estrategia desconocida «{text}»: usa high, low, all, o keep <dados> (dados del 1 al 6)",
  "trente.errPolicyKeep": "POLICY keep necesita valores de dado, por ejemplo POLICY keep 5 6",
  "trente.errRulesOnce": "pon rules= una sola vez (ruleset= es la misma opción)",
  "trente.errUnknownOption": "opción «{key}» desconocida para trente (opciones: rules=house|classic, start=<puntos>)",
  "trente.errRules": "rules tiene que ser house o classic, no «{value}»",
  "trente.errStart": "start tiene que ser un número entero de puntos del 1 al 1000, no «{value}»",
  "trente.errLogEntry": "entrada {n} del registro: {why}",
  "trente.errLogNotCommand": "entrada {n} del registro: «{line}» no es un comando de Trente",

  // ---- la vista
  "trente.viewHeader":
    "Trente ({rules, select, house {reglas de la casa: objetivo 30, víctima según par o impar} other {reglas clásicas: 3 rondas}}) — ronda {round} de {total}.",
  "trente.viewScores": "Puntos: {scores}",
  "trente.viewScore":
    "{name} {score}{status, select, left { (se fue)} out { (fuera)} other {}}{multi, select, true { [{won, plural, one {# ronda ganada} many {# rondas ganadas} other {# rondas ganadas}}]} other {}}",
  "trente.viewLast": "Último turno: {line}",
  "trente.lastOnTarget": "{name} apartó {dice} = {sum}: justo en el objetivo, no pasa nada.",
  "trente.lastLost": `{name} apartó {dice} = {sum}: {name} perdió ${pts}.`,
  "trente.lastAttackPending": "{name} apartó {dice} = {sum}: ataque al {level}, falta elegir víctima.",
  "trente.lastAttack": `{name} apartó {dice} = {sum}: ataque al {level} contra {victim}, que perdió ${pts}.`,
  "trente.viewOver":
    "Se acabó la partida. {n, plural, =0 {Ganador: ninguno} one {Ganador: {winners}} many {Ganadores: {winners}} other {Ganadores: {winners}}}.",
  "trente.viewTurnKeep": "Turno de {name}. Tirada: {roll}.",
  "trente.viewSetAside": "Apartados: {kept} = {sum}{aim, select, low { (a por 12 o menos)} high { (a por 30 o más)} other {}}.",
  "trente.viewTurnFirst": "Turno de {name}: aparta {dice} y tiene que decir cuál es el primer dado.",
  "trente.viewTurnVictim": "Turno de {name}: ataca al {level} y elige la víctima.",
  "trente.viewYouAre": "Eres {name} (asiento {seat}).",

  // ---- HELP trente
  "trente.help": `TRENTE — seis dados, a por 30. Opciones: rules=house|classic (por defecto house), start=<puntos> (por defecto 30).
En cada turno Herald tira seis dados por ti; aparta al menos un dado en cada tirada hasta tener los seis apartados.
Suma S: por debajo de 30 pierdes 30-S; 30 justo, nada; por encima de 30 atacas al nivel E=S-30.
Ataque: Herald tira seis dados y se queda todos los que sacan E, y vuelve a tirar el resto mientras salga al
menos un E; seis E es una «main pleine» (mano llena): se vuelven a tirar los seis. La víctima pierde E por cada E.
Por debajo de 0 quedas fuera de la ronda (con 0 sigues dentro); el último que queda dentro gana la ronda.
house (reglas de la casa): el objetivo siempre es 30; un E par (2-4-6) ataca al jugador de tu derecha (el
  anterior), un E impar (1-3-5) al de tu izquierda (el siguiente); cada ronda es una partida entera.
classic: el primer dado apartado fija el objetivo: 1-3 → 12 o menos (por debajo de 12 atacas al 12-S, por
  encima pierdes S-12), 4-6 → 30 o más. Víctima: el siguiente en la primera ronda, el anterior en la segunda,
  la que tú elijas en la tercera. Tres rondas; gana quien gane más rondas, y si hay empate, la suma de los
  puntos de las tres rondas.
Comandos (en inglés):
KEEP <dados>       aparta esos valores de la tirada actual, por ejemplo KEEP 6 5 (varias líneas KEEP en un
                   mismo correo se juegan una tras otra, cada una sobre la tirada de ese momento)
POLICY <regla>     juega el resto de tu turno con una estrategia fija:
  POLICY high        quédate el dado más alto en cada tirada (también: highest, max)
  POLICY low         quédate el dado más bajo en cada tirada (también: lowest, min)
  POLICY all         quédate todos los dados (el turno acaba enseguida)
  POLICY keep 5 6    quédate todos los 5 y 6; si no sale ninguno, el dado más alto
  POLICY keep 1 2 else low   … y si no sale ninguno, el dado más bajo
AUTO POLICY <regla>  desde ahora cada turno tuyo se juega con esa regla (también en tus próximas
                   partidas, si lo mandas fuera de una partida); AUTO la muestra, AUTO OFF la quita
FIRST <dado>       classic: qué dado apartas primero cuando tu primer KEEP mezcla 1-3 y 4-6
                   (también se puede mandar antes de ese KEEP)
VICTIM <jugador>   classic, tercera ronda: quién sufre tu ataque (nombre o número de asiento)
Si se pasa el plazo, tu turno se juega con tu estrategia, o con POLICY high; FIRST toma el dado apartado más
alto, VICTIM el jugador siguiente. Cada tirada sale de la semilla secreta de la partida, que se revela al final
para que cualquiera pueda recalcular todas las tiradas.`,
} satisfies Catalog;
