// The readers' pages (src/web/reader.ts) in es: informal singular, as every word to a player.
import type { Catalog } from "../../msg.ts";

export default {
  "core.page.title": "{game} — tu página",
  "core.page.kindLine": "{kind} · {status}",
  "core.page.table": "La mesa",
  "core.page.tableAsAll": "La mesa tal como la ven todos",
  "core.page.yours": "Lo que solo ves tú",
  "core.page.keeper": "Todos los secretos de la partida (los guardas tú: no tienes asiento)",
  "core.page.watching": "Miras esta partida: ves lo que ve cada jugador.",
  "core.page.notStarted": "La partida no ha empezado: los jugadores están entrando.",
  "core.page.nobodyAwaited": "No se espera a nadie ahora.",
  "core.page.history": "Lo que ha pasado",
  "core.page.noHistory": "Nada todavía.",
  "core.page.moves": "Tus jugadas ahora",
  "core.page.movesHint":
    "Cada una es la línea que escribirías al responder al correo de Herald sobre {game}. Elige una, o escribe una línea de esta partida.",
  "core.page.freeLine": "Una línea de esta partida",
  "core.page.send": "Enviar",
  "core.page.noMoves": "No tienes nada que jugar ahora.",
  "core.page.mineByMail":
    "Lo que se te pide arriba se envía por correo: {file, select, yes {responde a tu correo «te toca» con el archivo adjunto (o envía UPLOAD {game} con él)} other {responde al último correo de la partida con tu línea}}, o escribe una línea aquí.",
  "core.page.files": "Los archivos de la partida",
  "core.page.filesHint":
    "Los archivos que Herald guarda, del más reciente al más antiguo: descarga el actual para jugar tu turno, o uno anterior para volver atrás.",
  "core.page.fileFrom": "n.º {n}, de {from}",
  "core.page.current": "actual",
  "core.page.download": "Descargar",
  "core.page.upload": "Envía tu archivo",
  "core.page.uploadHint":
    "Herald lo comprueba como un archivo recibido por correo y lo envía al siguiente jugador; su respuesta se muestra aquí y te llega por correo.",
  "core.page.uploadSend": "Enviar el archivo",
  "core.page.noUpload": "No se envió ningún archivo: elige uno primero.",
  "core.page.reply": "La respuesta de Herald (también te llega por correo)",
  "core.page.organiser": "Tus acciones de organizador",
  "core.page.organiserHint":
    "Cada una es una línea de comando en tu nombre, respondida por correo como si la hubieras enviado tú.",
  "core.page.start": "Empezar",
  "core.page.pause": "Pausar",
  "core.page.resume": "Reanudar",
  "core.page.updating": "Esta página sigue la partida: se recarga sola cuando algo cambia.",
  "core.page.refused": "Desde esta página solo se envía una línea de {game}: {line}",
  "core.page.gone": "Este enlace no abre nada",
  "core.page.goneWhy":
    "Es demasiado antiguo, fue revocado (PASSWORD CHANGE, LOGOUT ALL) o no es un enlace de Herald. No se muestra ninguna partida.",
  "core.page.goneFresh":
    "Cada correo de Herald sobre una partida lleva un enlace nuevo. Para tener uno ahora, envía a {address} la línea {line}",
  "core.page.renew": "Envíame un enlace nuevo",
  "core.page.renewed": "Hecho: Herald te envía un enlace nuevo.",
  "core.page.login": "Entra en tus partidas",
  "core.page.address": "Tu dirección",
  "core.page.password": "Contraseña",
  "core.page.loginButton": "Entrar",
  "core.page.loginFailed": "Dirección desconocida o contraseña incorrecta.",
  "core.page.loginHint": "La contraseña que Herald te envió al registrarte, o la que elegiste con PASSWORD CHANGE.",
  "core.page.myGames": "Tus partidas",
  "core.page.noGames": "Aún no tienes ninguna partida.",
  "core.page.logout": "Salir",
  "core.page.yourTurn": "te toca",
  "core.page.role":
    "{role, select, seat {tú juegas} observer {tú miras} host {la organizas} keeper {guardas sus secretos} other {jugaste en ella}}",
  "core.page.seatOf": "Asiento {seat}: {name}",
  "core.page.press": "Mensajes",
  "core.page.pressHead": "{from} {all, select, yes {a todos los jugadores} other {a {to}}}",
  "core.page.pressWrite": "Escribir a los jugadores",
  "core.page.pressHint":
    "Herald lo envía por correo en nombre de tu asiento (nunca tu dirección); su respuesta se muestra aquí y te llega por correo.",
  "core.page.pressTo": "Para",
  "core.page.pressAll": "Toda la mesa",
  "core.page.pressText": "Tu mensaje",
  "core.page.pressSend": "Enviar el mensaje",
  "core.page.pressNone": "No se envió nada: escribe un mensaje a alguien que ofrezca esta página.",
} satisfies Catalog;
