// Los mensajes de Killer en español, como hablan los jugadores de una partida de Civilization por
// correo: «civilización», «objetivo», «cazador», «turno de Civ», «gráfico de poder».
// Las órdenes (KILLED, POWER…) siguen en inglés en todos los idiomas.
import type { Catalog } from "../../../i18n/msg.ts";

const es: Catalog = {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "killer.title": "Killer",
  // ---- formato ----
  "killer.lines": "{head}\n{rest}",
  "killer.seq": "{head} {rest}",
  // a version-1 game's text, kept as it was mailed (upgrade.ts)
  "killer.legacyText": "{text}",
  "killer.empty": "",

  // ---- clasificaciones ----
  "killer.reportPeriodic": "Clasificación tras el turno de Civ {turn}",
  "killer.reportFinal": "Clasificación final (turno de Civ {turn})",
  "killer.reportRevised":
    "Clasificación final revisada (turno de Civ {turn}), revisión {revision}: sustituye a la clasificación final enviada antes",
  "killer.standingsPeriodic": "Puntuaciones tras el turno de Civ {turn}",
  "killer.standingsFinal": "Puntuaciones finales (turno de Civ {turn})",
  "killer.rowRanked": "{place}{tied, select, yes {=} other {.}} {civ} ({player}): KS {ks, number}, puesto de poder {power}",
  "killer.rowStanding": "{place}{tied, select, yes {=} other {.}} {civ} ({player}): KS {ks, number}",
  "killer.rowDestroyed":
    "{place}{tied, select, yes {=} other {.}} {civ} ({player}): destruida en el turno {turn}, KS {ks, number}",
  "killer.rowResigned":
    "{place}{tied, select, yes {=} other {.}} {civ} ({player}): se retiró en el turno {turn}, KS {ks, number}",
  "killer.reportResult": "Resultado: {summary}",
  "killer.noReportYet": "Todavía no se ha enviado ninguna clasificación.",
  "killer.powerNeeded":
    "Toca una clasificación para el turno {turn}{final, select, yes { (final)} other {}} y hace falta el gráfico de poder. Envíalo de más fuerte a más débil, los empates unidos con «=»: POWER TURN {turn} {civs}",

  // ---- resultados ----
  "killer.running":
    "Turno de Civ {turn}, {n, plural, one {# civilización en juego} many {# civilizaciones en juego} other {# civilizaciones en juego}}",
  "killer.quickWon":
    "{civs} {n, plural, one {gana} many {ganan} other {ganan}} la partida Rápida (decidida en el turno de Civ {turn}).",
  "killer.lastStanding": "{civs} gana: última civilización en pie.",
  "killer.noneLeft": "No queda ninguna civilización.",
  "killer.endedQuick": "Partida terminada por el administrador; ganadores: {civs}.",
  "killer.endedByAdmin": "Partida terminada por el administrador; la clasificación final da el orden.",
  "killer.nullAgreed": "Tablas aceptadas: {civs} ganan las dos.",
  "killer.gameOver": "Fin de la partida. {summary}",
  "killer.overHeldDropped":
    "Fin de la partida: {n, plural, one {se descarta el aviso de destrucción {ids}} many {se descartan los avisos de destrucción {ids}} other {se descartan los avisos de destrucción {ids}}}.",

  // ---- destrucciones ----
  "killer.resignedPublic": "{civ} ha dejado la partida (se retiró en el turno de Civ {turn}).",
  "killer.destroyedPublic": "{civ} fue destruida por {killer} en el turno de Civ {turn}.",
  "killer.youDestroyed":
    "Destruiste {civ} en el turno de Civ {turn}: {relation, select, target {era tu objetivo} killer {era la civilización que te cazaba} other {era una inocente (ni tu objetivo ni tu cazador)}}. KS {delta, number, ::sign-always} (ahora {ks, number}).",
  "killer.targetGone": "Tu objetivo {civ} ha caído.",
  "killer.ktacCounts": "El objetivo abatido siempre cuenta: cuenta para ti, KS +1 (ahora {ks, number}).",
  "killer.quickWinnerYou":
    "Partida Rápida: estás entre los ganadores del turno de Civ {turn}; la partida acaba cuando todos hayan jugado el turno {turn}.",
  "killer.noTargetLast": "Ya no tienes objetivo: eres la última civilización.",
  "killer.newTarget": "Tu nuevo objetivo: {civ}.",
  "killer.recorded": "Anotado: {civ} {how} en el turno {turn}. KS: {ks}. Objetivos cambiados: {changed}.",
  "killer.howResigned": "se retiró",
  "killer.howDestroyed": "destruida por {killer} ({relation, select, target {su objetivo} killer {su cazador} other {inocente}})",
  "killer.civDelta": "{civ} {d, number, ::sign-always}",
  "killer.civKs": "{civ} {ks, number}",
  "killer.civArrow": "{civ} → {target}",
  "killer.noChange": "sin cambios",
  "killer.none": "ninguno",
  "killer.quickDecidedAdmin":
    "Partida Rápida decidida en el turno de Civ {turn}: ganadores por ahora {civs}. Acaba cuando TURN pase de {turn} (todos lo han jugado).",
  "killer.staleDropped":
    "{n, plural, one {Se descarta el aviso {ids} sobre {civ}} many {Se descartan los avisos {ids} sobre {civ}} other {Se descartan los avisos {ids} sobre {civ}}}: {civ} ya consta como caída.",

  // ---- órdenes de los jugadores ----
  "killer.targetForPlayers": "TARGET es para los jugadores; el administrador ve todos los objetivos con TARGETS",
  "killer.youAreOut": "Tu civilización está fuera de la partida: no tienes objetivo.",
  "killer.noTargetYouLast": "No tienes objetivo: eres la última civilización.",
  "killer.yourTarget": "Tu objetivo: {civ}.",
  "killer.killedForPlayers": "KILLED es para los jugadores; el administrador usa KILL <killer> <victim> TURN <n>",
  "killer.yourCivOut": "tu civilización está fuera de la partida",
  "killer.ownDestruction": "no puedes avisar de tu propia destrucción",
  "killer.alreadyOut": "{civ} ya está fuera de la partida",
  "killer.reportTooEarly":
    "la última destrucción anotada fue en el turno de Civ {last}; avisa al administrador, que puede corregirlo con AMEND",
  "killer.reportHeld": "Tu aviso {id} ({civ} destruida en el turno de Civ {turn}) queda a la espera del administrador.",
  "killer.killReportAdmin":
    "Aviso de destrucción {id}: {reporter} dice que destruyó {civ} en el turno de Civ {turn}. CONFIRM {id}, REJECT {id}, o KILL <killer> <victim> TURN <n> para corregirlo.",
  "killer.reportAhead": "Es de un turno posterior al anotado ({now}): envía primero TURN {turn}.",
  "killer.onlyAdmin": "solo el administrador puede usar {verb}",
  "killer.onlyAdminOrHost": "solo el administrador o el anfitrión pueden usar {verb}",
  "killer.gameOverRefused": "la partida ha terminado",
  "killer.resignAlreadyOut": "esta civilización ya está fuera de la partida",
  "killer.noDefault": "esta decisión no tiene opción por defecto: el administrador debe actuar",

  // ---- tablas ----
  "killer.nullHighlanderOnly": "las tablas solo existen en una partida Highlander",
  "killer.nullTwoLeft": "solo puede haber tablas cuando quedan dos civilizaciones",
  "killer.nullWhoDecides": "solo los dos últimos jugadores y el administrador deciden unas tablas",
  "killer.nullNone": "nadie ha propuesto tablas",
  "killer.nullRefusedBy": "{civ} rechazó las tablas; la lucha sigue.",
  "killer.nullRefusedAdmin": "El administrador rechazó las tablas; la lucha sigue.",
  "killer.theAdministrator": "el administrador",
  "killer.nullProposed":
    "Se proponen tablas (ganan las dos civilizaciones que quedan); falta: {missing}. Responde NULL AGREE o NULL REFUSE. Callar hasta el plazo cuenta como rechazo: la propuesta se retira y la lucha sigue.",
  "killer.nullLateBy": "{civ} no aceptó las tablas a tiempo; la lucha sigue.",
  "killer.nullWithdrawn": "Se retiran las tablas propuestas: tras la corrección, hay más de dos civilizaciones en juego.",
  "killer.nullLate": "Las tablas no se aceptaron a tiempo; la lucha sigue.",

  // ---- órdenes del administrador ----
  "killer.noSuchReport": "no hay ningún aviso {id} pendiente",
  "killer.yourReportRejected": "El administrador rechazó tu aviso de destrucción {id}.",
  "killer.reportRejected": "Aviso {id} rechazado.",
  "killer.reporterOut": "{civ} está fuera de la partida; usa KILL o AMEND para anotar lo que pasó",
  "killer.reportTurnProblem": "el aviso {id} es del turno de Civ {turn}: {why}",
  "killer.selfDestroy": "una civilización no puede destruirse a sí misma",
  "killer.alreadyOutAmend": "{civ} ya está fuera de la partida (AMEND o UNDO corrigen una anotación equivocada)",
  "killer.turnBackwards": "la partida de Civ ya va por el turno {now}; TURN solo avanza",
  "killer.turnReached": "La partida de Civ ha llegado al turno {turn}.",
  "killer.turnAhead":
    "el turno de Civ {turn} va por delante de la partida, que está en el turno {now}: envía primero TURN {turn}",
  "killer.killsInOrder":
    "las destrucciones se anotan en orden y la última fue en el turno de Civ {last}; para anotar una anterior usa AMEND <killer> <victim> TURN {turn} (se recalcula todo lo posterior)",
  "killer.noSeat": "no hay asiento {seat}",
  "killer.ambiguousCiv": "«{text}» puede ser {civs}",
  "killer.noCiv": "no hay ninguna civilización llamada «{text}» en esta partida",

  // ---- gráficos de poder ----
  "killer.powerTwice": "{civ} aparece dos veces en el gráfico de poder",
  "killer.powerMissing": "el gráfico de poder debe incluir todas las civilizaciones supervivientes; faltan: {civs}",
  "killer.finalFrozen":
    "la clasificación final está publicada y congelada: RANKS la reenvía, y REVISE <civ> <civ>=<civ> … envía una clasificación final revisada (partidas puntuadas)",
  "killer.notRatedPower": "esta partida no es puntuada: no necesita gráfico de poder",
  "killer.powerAhead": "el turno {turn} va por delante de la partida de Civ (turno {now})",
  "killer.onlyPowerOf": "la partida ha terminado: solo falta el gráfico de poder del turno {turn}",
  "killer.powerStored": "Gráfico de poder del turno {turn} guardado; ninguna clasificación lo esperaba (REPORT envía una ahora).",
  "killer.finalWaitsPower": "la clasificación final espera el gráfico de poder: POWER la envía",
  "killer.notRatedRevise":
    "esta partida no es puntuada: su resultado final sale solo de las destrucciones, no hay nada que revisar",
  "killer.noFinalToRevise": "REVISE corrige una clasificación final publicada; todavía no hay ninguna",
  "killer.sameRanking": "ese gráfico de poder da la misma clasificación final: no hay nada que revisar",

  // ---- objetivos ----
  "killer.orderUnknown": "order nombra a {name}, que no es ni una civilización ni un jugador de esta partida",
  "killer.namedTwice": "{civ} aparece dos veces",
  "killer.mustNameAll": "cada civilización en juego debe aparecer una vez; faltan: {civs}",
  "killer.cycleTooShort": "un ciclo necesita al menos 3 civilizaciones ({civs}): nadie puede cazar a su propio cazador",
  "killer.cycleList": "{cycles}",
  "killer.noCycles": "ninguno (quedan menos de dos civilizaciones)",
  "killer.targetChangedYou": "El administrador ha cambiado tu objetivo: tu nuevo objetivo es {civ}.",
  "killer.targetsInstalled": "{why} Objetivos ahora: {cycles}. Avisadas en privado: {told}.",
  "killer.toldNobody": "nadie (no cambió nada)",
  "killer.whyTargets": "Objetivos fijados con TARGETS.",
  "killer.whySetTarget": "SETTARGET: {civ} caza ahora a {target}.",
  "killer.targetsShow": "Objetivos (quién caza a quién): {cycles}.",
  "killer.fewerThanTwo": "quedan menos de dos civilizaciones: no hay objetivos que fijar",
  "killer.isOut": "{civ} está fuera de la partida",
  "killer.huntItself": "una civilización no puede cazarse a sí misma",
  "killer.alreadyHunts": "{civ} ya caza a {target}",
  "killer.wouldTwoCycle":
    "eso dejaría un ciclo de menos de 3 civilizaciones (dos cazándose entre sí); da el mapa completo con TARGETS",

  // ---- correcciones (AMEND, UNDO) ----
  "killer.reassignNoFit":
    "un reparto de objetivos (TARGETS/SETTARGET) hecho después ya no encajaría con las civilizaciones en juego; corrige antes las destrucciones posteriores, o vuelve a fijar los objetivos tras la corrección",
  "killer.destroyedTwice": "{civ} quedaría destruida dos veces",
  "killer.afterOwnDestruction": "{killer} destruiría {civ} en el turno {turn} después de su propia destrucción",
  "killer.overNoAmend":
    "la partida ha terminado: su historial ya no se puede corregir (REVISE corrige la clasificación final de una partida puntuada)",
  "killer.startedBefore": "esta partida empezó antes de que existieran las correcciones; no se puede corregir",
  "killer.resignedNoAmend": "{civ} se retiró; una retirada no se corrige",
  "killer.alreadyRecorded": "eso ya es lo que consta",
  "killer.amendPublic":
    "Corrección del administrador: {civ} fue destruida por {killer} en el turno de Civ {turn} ({before, select, yes {constaba antes: por {oldKiller} en el turno {oldTurn}} other {no constaba antes}}).",
  "killer.noDestructionOf": "no consta ninguna destrucción de {civ}",
  "killer.resignedNoUndo": "{civ} se retiró; una retirada no se deshace",
  "killer.undoPublic":
    "Corrección del administrador: {civ} no fue destruida (constaba antes: por {killer} en el turno {turn}); {civ} vuelve a la partida.",
  "killer.afterCorrection": "Tras la corrección del administrador: {notes}",
  "killer.noTargetNow": "Ahora no tienes objetivo.",
  "killer.targetNow": "Tu objetivo ahora es {civ}.",
  "killer.ksNow": "Tu KS ahora es {now, number} (antes {was, number}).",
  "killer.backInGame": "Tu civilización vuelve a la partida.",
  "killer.nowDestroyed": "Tu civilización consta ahora como destruida.",
  "killer.corrected": "Corregido. KS: {ks}.",
  "killer.targetsNow": "Objetivos: {cycles}.",
  "killer.quickDecidedShort": "Partida Rápida decidida en el turno {turn}, ganadores por ahora {civs}.",
  "killer.heldDropped":
    "{n, plural, one {Se descarta el aviso {ids}} many {Se descartan los avisos {ids}} other {Se descartan los avisos {ids}}}.",
  "killer.powerDropped":
    "{n, plural, one {Se descarta el gráfico de poder del turno {turns}: le falta} many {Se descartan los gráficos de poder de los turnos {turns}: les falta} other {Se descartan los gráficos de poder de los turnos {turns}: les falta}} una civilización que ahora está en juego.",
  "killer.reportBefore":
    "La clasificación del turno {turn} salió antes: la próxima reflejará la corrección (REPORT envía una ahora).",

  // ---- pendiente ----
  "killer.waitConfirm": "CONFIRM o REJECT del aviso {id}",
  "killer.waitPower": "enviar el gráfico de poder del turno {turn}: POWER TURN {turn} <civ> <civ> …",
  "killer.waitNull": "se proponen tablas: NULL AGREE o NULL REFUSE",

  // ---- opciones, preparación, lectura de órdenes ----
  "killer.needThree": "Killer necesita al menos 3 jugadores: dos objetivos no pueden cazarse entre sí",
  "killer.noCivFor": "{player} no tiene civilización: cada jugador se une con civ=<nombre>",
  "killer.playerProblem": "{player}: {why}",
  "killer.civTaken": "{player} ya eligió {taken}: las civilizaciones deben ser distintas, y las mayúsculas no cuentan",
  "killer.sameCiv": "{a} y {b} eligieron los dos {civ}: las civilizaciones deben ser distintas",
  "killer.civUnusable": "«{civ}» no sirve como nombre de civilización (una sola palabra, hasta 30 letras)",
  "killer.civNumber": "«{civ}» es un número; una civilización necesita un nombre",
  "killer.civReserved": "«{civ}» es una palabra reservada",
  "killer.variantTwice": "variante dada dos veces ({a} y {b})",
  "killer.unknownOption":
    "opción desconocida «{key}» (opciones: variant=quick|highlander, noInnocent, killedTargetAlwaysCount, rated, reportEvery=N, order=civA,civB,…)",
  "killer.badVariant": "la variante es quick o highlander, no «{value}»",
  "killer.variantFlag": "la opción {key} es un interruptor: escribe solo «{variant}» o variant={variant}",
  "killer.badReportEvery": "reportEvery es un número entero de turnos de 0 a 1000, no «{value}»",
  "killer.orderShort": "order necesita ciclos de al menos 3 civilizaciones: order=civA,civB,civC (otro ciclo tras /)",
  "killer.orderTwice": "order nombra a {name} dos veces",
  "killer.flagValue": "la opción {key} es un interruptor: ponla sola o como {key}=yes|no, no «{value}»",
  "killer.unknownJoinOption": "opción de JOIN desconocida «{key}»: Killer solo admite civ=<nombre>",
  "killer.needCiv": "Killer necesita tu civilización: JOIN <id-partida> civ=<nombre>",
  "killer.parseTarget": "TARGET no lleva nada: te reenvía tu propio objetivo",
  "killer.parseNull": "escribe NULL AGREE (o NULL REFUSE)",
  "killer.parseReportId": "{verb} necesita un número de aviso, por ejemplo {verb} r3",
  "killer.parseTurn": "TURN necesita el número de turno de Civ, por ejemplo TURN 12",
  "killer.parseKilled": "escribe KILLED <civilización> TURN <n>, por ejemplo KILLED Carthage TURN 42",
  "killer.parseKill": "escribe KILL <civ-verdugo> <civ-víctima> TURN <n>, por ejemplo KILL Rome Carthage TURN 42",
  "killer.parsePowerTurn": "escribe POWER TURN <n> <civ> <civ> …",
  "killer.parsePower": "POWER necesita el orden de poder, de más fuerte a más débil: POWER Rome Gaul=Carthage Egypt",
  "killer.parseRevise":
    "REVISE necesita el gráfico de poder final corregido, de más fuerte a más débil: REVISE Rome Gaul=Carthage",
  "killer.parseSetTarget": "escribe SETTARGET <civ> <nuevo objetivo>, por ejemplo SETTARGET Rome Egypt",
  "killer.parseAmend": "escribe AMEND <civ-verdugo> <civ-víctima> TURN <n>, por ejemplo AMEND Rome Carthage TURN 41",
  "killer.parseUndo": "escribe UNDO <civ-víctima>: se retira la destrucción anotada de esa civilización",

  // ---- el estado de la partida ----
  "killer.variantQuick": "Rápida",
  "killer.variantHighlander": "Highlander",
  "killer.optNoInnocent": "Sin inocentes",
  "killer.optKtac": "El objetivo abatido siempre cuenta",
  "killer.optRated": "puntuada (clasificación según el impacto de las destrucciones)",
  "killer.optReportEvery": "clasificación {n, plural, one {cada turno} many {cada # turnos} other {cada # turnos}}",
  "killer.optReportsAtEnd": "clasificaciones al final y con REPORT",
  "killer.viewHeader": "Killer ({variant}; {options}) — turno de Civ {turn}",
  "killer.viewFinished": "Terminada: {summary}",
  "killer.viewInPlay":
    "{n, plural, one {# civilización en juego} many {# civilizaciones en juego} other {# civilizaciones en juego}}.",
  "killer.civPlayer": "{civ} ({player})",
  "killer.nobody": "nadie",
  "killer.viewInPlayList": "En juego: {civs}",
  "killer.viewOut": "Fuera: {civs}",
  "killer.civOut": "{civ} ({how})",
  "killer.outResigned": "se retiró en el turno {turn}",
  "killer.outDestroyed": "destruida por {killer} en el turno {turn}",
  "killer.viewFinalOut": "La clasificación final salió al terminar; RANKS la reenvía.",
  "killer.viewLatestReport": "Última clasificación:",
  "killer.viewYourCiv": "Tu civilización: {civ}{out, select, yes { (fuera de la partida)} other {}}",
  "killer.viewYourTarget": "Tu objetivo: {civ}",
  "killer.viewYourTargetNone": "Tu objetivo: ninguno (eres la última civilización)",
  "killer.viewYourKs": "Tu KS: {ks, number}",
  "killer.viewAdmin": "Administrador (secreto: quién caza a quién):",
  "killer.viewCycles": "Ciclos de objetivos: {cycles}",
  "killer.viewKs": "KS: {ks}",
  "killer.viewQuick":
    "Partida Rápida decidida en el turno de Civ {turn}; ganadores por ahora: {civs}; acaba cuando TURN pase de {turn}.",
  "killer.viewHeld": "Avisos de destrucción pendientes: {list}",
  "killer.heldItem": "{id}: {reporter} destruyó {victim} en el turno {turn}",
  "killer.viewDue": "Clasificaciones pendientes: {list}",
  "killer.dueItem": "turno {turn}{final, select, yes { (final)} other {}}: esperando POWER",
  "killer.viewNullOffer": "tablas propuestas; aceptadas por: {agreed}",
  "killer.administrator": "el administrador",

  // ---- el panel ----
  "killer.pictureKs": "Puntuación de asesino (KS) por turno",
  "killer.pictureRank": "Puesto por turno (1 = primero)",
  "killer.pictureTurn": "Turno de Civ",
  "killer.actionConfirm": "Confirmar un aviso de destrucción",
  "killer.actionReject": "Rechazar un aviso de destrucción",
  "killer.actionKill": "Anotar una destrucción",
  "killer.actionTurn": "Fijar el turno de Civ",
  "killer.actionPower": "Gráfico de poder (para la clasificación pendiente)",
  "killer.actionPowerTurn": "Gráfico de poder de un turno",
  "killer.actionReport": "Enviar una clasificación ahora",
  "killer.fieldReport": "aviso (r1)",
  "killer.fieldKiller": "civilización verdugo",
  "killer.fieldVictim": "civilización destruida",
  "killer.fieldTurn": "Turno de Civ",
  "killer.fieldOrder": "de más fuerte a más débil: Rome Gaul=Carthage Egypt",
  "killer.actionTargets": "Mostrar los objetivos (quién caza a quién)",
  "killer.actionTargetsSet": "Fijar todos los objetivos",
  "killer.actionSetTarget": "Cambiar el objetivo de una civilización",
  "killer.actionAmend": "Corregir una destrucción",
  "killer.actionUndo": "Retirar una destrucción anotada",
  "killer.actionRevise": "Revisar el gráfico de poder final",
  "killer.actionFinish": "Terminar la partida ahora",
  "killer.actionNullAgree": "Aceptar un resultado nulo (duelo Highlander)",
  "killer.actionNullRefuse": "Rechazar el resultado nulo",
  "killer.fieldCycles": "ciclos, cada una caza a la siguiente: Rome Gaul Egypt/Persia Zulu Inca",
  "killer.fieldCiv": "civilización",
  "killer.fieldTarget": "su nuevo objetivo",

  // ---- HELP killer ----
  // ---- sobre un relevo (follow.ts) ----
  "killer.overLinked": "Civilizaciones encontradas en la partida guardada del juego seguido: {links}.",
  "killer.overUnmatched":
    "No encontradas en la partida guardada del juego seguido (ninguna nación ni líder con ese nombre): {civs}. Sus rangos de poder y sus destrucciones te toca enviarlos a ti. Naciones en la partida guardada: {nations}.",
  "killer.overDead":
    "La partida guardada del turno {turn} del juego seguido: {civ} {gone, select, yes {ha salido del juego} other {está muerta}}. Registra su destrucción: CONFIRM de un informe de abajo, o KILL <asesino> {civ} TURN {turn}; si nadie la destruyó, KICK a su jugador.",
  "killer.overNoReport": "Ningún informe de destrucción sobre ella hasta ahora.",
  "killer.waitGone":
    "registrar la destrucción de {civ} (muerta o ausente en la partida guardada del turno {turn}): KILL <asesino> {civ} TURN {turn}",
  "killer.badFacts": "FACTS lleva lo que publicó un juego seguido; esto no lo es",
  "killer.factsNotTyped": "FACTS lo escribe Herald a partir del juego seguido; nunca lo envía un jugador ni un administrador",
  "killer.help": `Killer — cada civilización de una partida de Civilization por correo caza en secreto a otra.
Herald lleva los objetivos, las puntuaciones de asesino (KS), el turno de Civ y las clasificaciones. La partida
necesita un administrador sin asiento (un administrador del sitio, o un anfitrión que no juega): el guardián de los secretos.
CREATE killer [variant=quick|highlander] [noInnocent] [killedTargetAlwaysCount] [rated] [reportEvery=10] [order=…]
  Variante por defecto: highlander. order=civA,civB,civC: el ciclo de objetivos (civA caza a civB … la última caza
  a civA), por nombre de civilización o de jugador; varios ciclos separados por «/» (de 3 o más cada uno); se
  comprueba en START. Por defecto: un ciclo al azar.
JOIN <id-partida> civ=<nombre>   (una sola palabra, única en la partida). Al menos 3 jugadores.
over=<id-relevo> (en CREATE o en START): Killer sobre un relevo de Freeciv; el turno de Civ, los gráficos de
  poder (según las puntuaciones) y las destrucciones por confirmar vienen de sus partidas guardadas; civ= es
  tu nación (o tu líder) allí. TURN ya no hace falta; el POWER del administrador prevalece.
Jugadores (una civilización se nombra por su nombre — basta un comienzo sin ambigüedad — o por su número de asiento):
  TARGET                       te reenvía tu objetivo, en privado
  KILLED <civ> TURN <n>        avisa de que destruiste <civ>; queda pendiente hasta que el administrador lo confirme
  NULL AGREE | NULL REFUSE     Highlander con dos en pie: unas tablas (ganan las dos) necesitan a los dos jugadores y
                               al administrador; callar hasta el plazo cuenta como rechazo
  RANKS                        la última clasificación
Administrador (recibe los ciclos de objetivos en START, cada clasificación, cada aviso de destrucción y cada
propuesta de tablas; STATUS se lo muestra todo):
  TARGETS                      muestra quién caza a quién
  TARGETS <civ> <civ> … [/ <civ> …]   fija los objetivos de los supervivientes: ciclos de 3 o más (civA caza a civB …);
                               solo se avisa, en privado, a quienes cambian de objetivo
  SETTARGET <civ> <objetivo>   <civ> caza ahora a <objetivo>; <objetivo> se queda con el antiguo objetivo de <civ>, y el
                               cazador de <objetivo> con el antiguo de <objetivo> (cada uno avisado en privado)
  CONFIRM <id> | REJECT <id>   un aviso pendiente (números como r3)
  KILL <verdugo> <víctima> TURN <n>   anota una destrucción: n entre el turno de la última destrucción anotada y el
                               turno de Civ (TURN); una anterior entra con AMEND
  AMEND <verdugo> <víctima> TURN <n>  corrige el historial: <víctima> fue destruida por <verdugo> en el turno n (verdugo
                               o turno equivocados, o destrucción olvidada); se recalcula todo lo posterior
  UNDO <víctima>               retira una destrucción anotada: <víctima> vuelve a la partida
                               (AMEND/UNDO: se anuncian como correcciones; se avisa en privado a quienes cambian de
                               objetivo o de KS; la próxima clasificación las refleja; no después del final)
  TURN <n>                     la partida de Civ llegó al turno n; toca clasificación en cada múltiplo de reportEvery
  POWER [TURN <n>] <civ> <civ>=<civ> …   gráfico de poder, de más fuerte a más débil, empates unidos con «=»; sin TURN
                               responde a la clasificación pendiente más antigua, si no al turno actual (partidas puntuadas)
  REPORT                       una clasificación ahora (puntuada: necesita el gráfico de poder del turno actual)
  FINISH                       termina la partida (sigue una clasificación final)
  REVISE <civ> <civ>=<civ> …   tras el final: un gráfico de poder final corregido; envía una «Clasificación final
                               revisada» que dice que sustituye a la primera (única forma de cambiar una clasificación
                               final: REPORT y POWER se rechazan una vez enviada)
Puntos: destruir a tu objetivo o a tu cazador da +1 KS; a una inocente 0 (Sin inocentes: -0,5). Cuando cae una
civilización, su cazador hereda su objetivo. Rápida: la partida acaba cuando todos han jugado el turno en que se abatió
un objetivo por primera vez; quien abatió a su propio objetivo en ese turno gana (se le avisa en privado, y se anuncia
al final). Highlander: gana el último en pie. Partidas puntuadas: los empatados en el puesto final lo comparten.
Retirarse cuenta como destruida por nadie.`,
};

export default es;
