// Los mensajes del relevo en español (los mismos ids que en.ts).
import type { Catalog } from "../../../i18n/msg.ts";

const es: Catalog = {
  // the game's name as its readers know it (subjects, STATUS, the game's page)
  "relay.title": "Relevo",
  "relay.help":
    "Relevo: un archivo que pasa de jugador en jugador por correo, en el orden de inscripción (una partida guardada de Freeciv, de Civ IV, cualquier archivo).\n" +
    "Responde a tu correo «te toca» con el archivo adjunto: Herald lo guarda y lo envía al jugador siguiente.\n" +
    "CREATE relay [file=any|freeciv] [maxsize=<MB>, 5 por defecto] [keep=<N> archivos guardados, 3 por defecto] [skip=host|deadline] [end=<turno>]\n" +
    "  file=freeciv: Herald lee cada partida guardada (turno, año, jugadores, puntuaciones) y rechaza la de otra partida o de un turno anterior;\n" +
    "  end=<turno> (Freeciv): la partida termina cuando todos han jugado ese turno.\n" +
    "UPLOAD <game-id>: el archivo adjunto es tu turno (responder al correo de la partida lo hace solo).\n" +
    "FILE <game-id> [<turno>]: envíame el archivo actual, o el archivo guardado de un turno de Freeciv (en otros relevos: su número, como los lista STATUS).\n" +
    "JOIN <game-id> civ=<nación o líder> (Freeciv): tu puesto se une a esa civilización; destruida o quitada en una partida guardada, sale del orden.\n" +
    "ORDER <nombre> <nombre> … (anfitrión): el orden de juego desde ahora. RESIGN <game-id>: rendirse, salir del orden.\n" +
    "SKIP (anfitrión): pasa el turno del jugador esperado sin archivo; con skip=deadline, un plazo vencido hace lo mismo.\n" +
    "REPLACE, VACATION, DEADLINE, HISTORY funcionan como en toda partida.",
  "relay.errUnknownOption": "opción de relevo desconocida {key} (file=, maxsize=, keep=, skip=, end=)",
  "relay.errOption": "valor no válido para {key}: {value}",
  "relay.errEndNeedsFreeciv": "end= necesita file=freeciv (Herald lee el turno en las partidas guardadas)",
  "relay.over": "este relevo ha terminado",
  "relay.onlyPlayers": "solo un jugador envía el archivo del turno",
  "relay.notYourTurn": "no es tu turno: se espera a {name}. Nada ha cambiado.",
  "relay.tooLarge":
    "el archivo tiene {size, number} bytes, más que el límite de {max, number} bytes de esta partida. Nada ha cambiado.",
  "relay.sameFile": "es el archivo que se te envió: juega tu turno y envía la nueva partida guardada. Nada ha cambiado.",
  "relay.notASave": "no es una partida guardada de Freeciv que Herald pueda leer ({why}). Nada ha cambiado.",
  "relay.otherGame": "esta partida guardada es de otra partida de Freeciv (su identidad y semillas difieren). Nada ha cambiado.",
  "relay.olderTurn": "esta partida guardada es del turno {turn}, anterior al último (turno {last}). Nada ha cambiado.",
  "relay.why.unsupported": "la compresión {compression} no se lee: guarda con compresstype XZ, GZ o NONE",
  "relay.why.tooLarge": "se descomprime en más de {limit, number} bytes",
  "relay.why.corrupt": "los datos {compression} están dañados o cortados",
  "relay.why.lineTooLong": "la línea {line} supera los {limit, number} bytes",
  "relay.why.notFreeciv": "no es un archivo de partida guardada de Freeciv",
  "relay.why.missing": "falta {what}",
  "relay.badFileLine": "una línea TURNFILE la escribe Herald a partir de un archivo adjunto",
  "relay.skipHostOnly": "solo el anfitrión o un administrador puede hacer SKIP",
  "relay.received":
    "{name} envió {file} ({size, number} bytes, SHA-256 {digest}…){fc, select, no {} other {: Freeciv turno {turn}, año {year}}}.",
  "relay.ended": "Todos los jugadores han jugado el turno {turn}: el relevo ha terminado.",
  "relay.skipped": "Se pasó el turno de {name}.",
  "relay.deadlineSkipped": "{name} no cumplió el plazo: el turno pasa al siguiente.",
  "relay.yourTurn":
    "Te toca{hasFile, select, yes {: se adjunta el archivo {file}. Juega y responde a este correo con el nuevo archivo adjunto} other {: responde a este correo con el primer archivo adjunto}}. Después de ti: {after}.",
  "relay.nowAwaited": "Ahora se espera a {name} (luego a {after}).",
  "relay.deadlineNoSkip": "{name} no cumplió el plazo; el anfitrión puede pasar el turno (SKIP) o sustituir al jugador (REPLACE)",
  "relay.noSuchSeat": "no existe ese jugador",
  "relay.left": "{name} dejó el relevo.",
  "relay.tooFew": "Quedan menos de dos jugadores: el relevo ha terminado.",
  "relay.errJoinOption": "opción de JOIN desconocida {key} (civ=<tu nación o tu líder> en un relevo Freeciv)",
  "relay.errCivNeedsFreeciv": "civ= necesita un relevo file=freeciv (Herald lee las civilizaciones de las partidas guardadas)",
  "relay.errCiv": "civ={civ}: di tu nación (sin espacios: civ=SriLankan) o tu líder",
  "relay.errCivTaken": "{name} ya juega {civ}",
  "relay.tied": "Puestos unidos a las civilizaciones de la partida guardada: {links}.",
  "relay.untied":
    "Sin civilización de la partida guardada: {names}. Las naciones de la partida: {nations}. (Cada puesto se une por su civ= de JOIN, o por el nombre del jugador cuando es el del líder.)",
  "relay.civOut":
    "{removed, select, yes {La civilización de {name} ya no está en la partida guardada del turno {turn} (quitada del juego)} other {La civilización de {name} ({civ}) está destruida en la partida guardada del turno {turn}}}: {name} sale del orden de juego.",
  "relay.orderHostOnly": "solo el anfitrión o un administrador cambian el orden",
  "relay.orderNone": "ORDER necesita los nombres de los jugadores, en el nuevo orden",
  "relay.orderUnknown": "{name} no es un jugador del orden ({names}). No cambió nada.",
  "relay.orderAll": "nombra una vez a cada jugador del orden ({names}). No cambió nada.",
  "relay.ordered": "El anfitrión cambió el orden de juego: {names}.",
  "relay.noKeptFile":
    "ningún archivo guardado {byTurn, select, yes {del turno {which}} other {número {which}}}: los guardados son {byTurn, select, yes {de los turnos} other {los números}} {kept}. No se envía nada.",
  "relay.viewKept": "Archivos guardados (FILE <game-id> {byTurn, select, yes {<turno>} other {<número>}}): {files}",
  "relay.viewKeptFile":
    "{byTurn, select, yes {turno {turn}{hasYear, select, yes { (año {year})} other {}}} other {n.º {n}}} de {from}",
  "relay.viewOrder": "Orden: {names}",
  "relay.viewAwaited": "Esperando: {name}; después, {after}",
  "relay.viewFile": "Archivo actual: {file} ({size, number} bytes, SHA-256 {digest}…)",
  "relay.viewNoFile": "Aún no hay archivo.",
  "relay.viewFreeciv": "Freeciv: turno {turn}, año {year}",
  "relay.viewCiv":
    "  {name} ({nation}){alive, select, no { — destruida} other {}}{scored, select, no {} other {, puntuación {score}}}{tied, select, yes { — {player}} other {}}",
  "relay.pending": "{hasFile, select, yes {juega tu turno y envía el archivo} other {envía el primer archivo}}",
  "relay.summary": "El relevo ha terminado",
};

export default es;
