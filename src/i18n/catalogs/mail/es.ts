// The mail catalog in es (ICU MessageFormat; ids start with "mail."). See docs/adding-a-language.md.
import type { Catalog } from "../../msg.ts";

export default {
  "mail.giveUpSubject": "Herald no pudo leer tu correo",
  "mail.giveUpBody":
    "Herald no pudo procesar tu correo. No se ejecutó nada de lo que contenía; el administrador puede verlo. Vuelve a intentarlo más tarde.",
  "mail.tooLarge":
    "Tu correo era demasiado grande para Herald ({reason}). No se leyó nada de él. Envía tus comandos como texto sin formato; el archivo de una partida se adjunta dentro del límite (mientras un relevo está en curso, su maxsize lo sube: un archivo de hasta maxsize MB).",
  "mail.overBytes":
    "{bytes, plural, one {# byte} many {# bytes} other {# bytes}}, por encima del límite de {limit, plural, one {# byte} many {# bytes} other {# bytes}}",
  "mail.overMultiparts":
    "{n, plural, one {# contenedor MIME multipart} many {# contenedores MIME multipart} other {# contenedores MIME multipart}}, por encima del límite de {limit}",
  "mail.onlyFirstLines":
    "Solo se leyeron las primeras {read} líneas de comandos; {ignored, plural, one {se ignoró #} many {se ignoraron #} other {se ignoraron #}}.",
  "mail.attachmentsIgnored": "Los adjuntos se ignoran: {list}.",
  "mail.attachment": "{name} ({type}, {size, plural, one {# byte} many {# bytes} other {# bytes}})",
  "mail.noCommand": "Herald no encontró ningún comando en tu correo. Envía HELP para ver la lista de comandos.",
  "mail.passwordPaused":
    "Las líneas PASSWORD de tu cuenta están en pausa durante una hora como mucho: se probaron contraseñas erróneas (el aviso de Herald dice más). Por eso no se ejecutó ninguna línea de este correo. Responde a este correo: su dirección lleva una clave, y las mismas líneas enviadas en la respuesta se ejecutan enseguida. O envíalas de nuevo con tu PASSWORD pasada la hora.",
  "mail.authHint":
    "¿Nuevo en Herald? Envía REGISTER <tu nombre> para tener una cuenta. ¿Ya tienes una? Pon PASSWORD <tu contraseña> en la primera línea, o responde a un correo de Herald.",
  "mail.strangerSubject": "Herald: respuesta a tu correo",
  "mail.yourCommands": "tus comandos",
  "mail.yourPage": "Tu página: {url}",
  "mail.footer": "Herald, juegos por correo electrónico. Responde a este correo para jugar; envía HELP para ver los comandos.",
  "mail.strangerCut":
    "(La respuesta de Herald a una dirección sin cuenta se detiene aquí. Envía REGISTER <tu nombre> para tener una cuenta, y tus correos tendrán respuestas enteras.)",
  "mail.replyCut": "(La respuesta de Herald se cortó aquí: se detiene en {kb} KB. Envía menos comandos por correo.)",
  // a player who chose no language wrote in one (their verbs, their prose): said once, when it changes
  "mail.languageFollowed":
    "Escribes en {lang}: Herald te responde y te manda las novedades de tus partidas en {lang} (hasta ahora: {was}). LANGUAGE {code} lo deja fijo; LANGUAGE {wasCode} vuelve atrás.",
  // prose in a mail about a game the sender plays in: how to talk to the table, once (intake/press-hint.ts)
  "mail.pressHint.answer":
    "Para responder a {name}: PRESS {game} TO {name}, tu texto en las líneas siguientes y luego una línea ENDPRESS (o TO ALL para toda la mesa).",
  "mail.pressHint.write":
    "Para escribir a los demás jugadores: PRESS {game} {all, select, yes {TO ALL} other {TO <jugador> (o TO ALL para toda la mesa)}}, tu texto en las líneas siguientes y luego una línea ENDPRESS.",
  "mail.pressHint.nameGame":
    "Para responder a {name}, di de qué partida se trata: PRESS <partida> TO {name}, tu texto en las líneas siguientes y luego una línea ENDPRESS (<partida>: {games}).",
} satisfies Catalog;
