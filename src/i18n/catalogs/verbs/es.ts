// The service's verbs as Spanish players type them (src/i18n/verbs.ts reads every language's words:
// a line is accepted in any of them; the first word is the one HELP shows this language's readers).
// PASSWORD and AS stay as they are in every language: a password line must be found by the one word
// every masker knows (src/mail/redact.ts), and AS is an administrator's.
import type { Catalog } from "../../msg.ts";

const verbs: Catalog = {
  "core.verb.help": "AYUDA",
  "core.verb.register": "REGISTRO REGISTRAR",
  "core.verb.password": "PASSWORD",
  "core.verb.me": "YO",
  "core.verb.list": "LISTA",
  "core.verb.game": "PARTIDA",
  "core.verb.create": "CREAR",
  "core.verb.join": "UNIRSE",
  "core.verb.start": "EMPEZAR",
  "core.verb.status": "ESTADO",
  "core.verb.resign": "ABANDONAR",
  "core.verb.observe": "OBSERVAR",
  "core.verb.history": "HISTORIAL",
  "core.verb.as": "AS",
  "core.verb.pause": "PAUSA",
  "core.verb.resume": "REANUDAR",
  "core.verb.cancel": "CANCELAR",
  "core.verb.deadline": "PLAZO",
  "core.verb.kick": "EXPULSAR",
  "core.verb.replace": "REEMPLAZAR",
  "core.verb.vacation": "VACACIONES",
  "core.verb.auto": "AUTO",
  "core.verb.language": "IDIOMA LENGUA",
  "core.verb.gender": "GÉNERO GENERO",
  "core.verb.logout": "DESCONECTAR",
  "core.verb.rename": "RENOMBRAR",
  "core.verb.coadmin": "COADMIN",
  "core.verb.volunteer": "VOLUNTARIO",
  "core.verb.key": "CLAVE",
  "core.verb.file": "ARCHIVO",
  "core.verb.rollback": "RETROCEDER",
  "core.verb.press": "PRESS",
  "core.verb.webhook": "WEBHOOK",
  "core.verb.delivery": "ENTREGA DELIVERY",
  "core.verb.upload": "SUBIR",
};

export default verbs;
