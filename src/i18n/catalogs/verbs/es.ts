// The service's verbs as Spanish players type them (src/i18n/verbs.ts reads every language's words:
// a line is accepted in any of them; the first word is the one HELP shows this language's readers).
// PASSWORD and AS stay as they are in every language: a password line must be found by the one word
// every masker knows (src/mail/redact.ts), and AS is an administrator's.
import type { Catalog } from "../../msg.ts";

const verbs: Catalog = {
  "core.verb.help": "AYUDA AYUDAR AYÚDAME",
  "core.verb.register": "REGISTRO REGISTRAR REGISTRARME REGÍSTRAME INSCRIBIR INSCRIBIRME INSCRÍBEME",
  "core.verb.password": "PASSWORD",
  "core.verb.me": "YO PERFIL CUENTA",
  "core.verb.list": "LISTA LISTAR PARTIDAS JUEGOS",
  "core.verb.game": "PARTIDA",
  "core.verb.create": "CREAR CREA",
  "core.verb.join": "UNIRSE UNIRME ÚNETE ENTRAR ENTRO APUNTARME APÚNTAME APUNTO PARTICIPAR PARTICIPO",
  "core.verb.start": "EMPEZAR EMPIEZA EMPIEZO COMENZAR COMIENZA INICIAR INICIA INICIO ARRANCAR ARRANCA",
  "core.verb.status": "ESTADO SITUACIÓN",
  "core.verb.resign": "ABANDONAR ABANDONA ABANDONO RENDIRSE RINDO SALIR SALGO",
  "core.verb.observe": "OBSERVAR OBSERVA OBSERVO ESPECTADOR",
  "core.verb.history": "HISTORIAL HISTORIA",
  "core.verb.as": "AS",
  "core.verb.pause": "PAUSA PAUSAR",
  "core.verb.resume": "REANUDAR REANUDA CONTINUAR CONTINÚA",
  "core.verb.cancel": "CANCELAR CANCELA ANULAR ANULA",
  "core.verb.deadline": "PLAZO LÍMITE",
  "core.verb.kick": "EXPULSAR EXPULSA ECHAR",
  "core.verb.replace": "REEMPLAZAR REEMPLAZA SUSTITUIR SUSTITUYE",
  "core.verb.vacation": "VACACIONES AUSENCIA",
  "core.verb.auto": "AUTO AUTOMÁTICO",
  "core.verb.language": "IDIOMA LENGUA",
  "core.verb.gender": "GÉNERO",
  "core.verb.logout": "DESCONECTAR DESCONÉCTAME",
  "core.verb.rename": "RENOMBRAR RENOMBRA",
  "core.verb.coadmin": "COADMIN COADMINISTRADOR",
  "core.verb.volunteer": "VOLUNTARIO VOLUNTARIA",
  "core.verb.key": "CLAVE LLAVE",
  "core.verb.file": "ARCHIVO FICHERO",
  "core.verb.rollback": "RETROCEDER REVERTIR",
  "core.verb.press": "PRESS PRENSA MENSAJE",
  "core.verb.webhook": "WEBHOOK",
  "core.verb.delivery": "ENTREGA DELIVERY",
  "core.verb.upload": "SUBIR SUBE ADJUNTAR",
  // the words AUTO takes after it, in a game or for a standing order (`core.rule.*`, src/i18n/verbs.ts autoWord)
  "core.rule.off": "DESACTIVAR DESACTIVA QUITAR QUITA",
  "core.rule.list": "LISTA LISTAR",
  "core.rule.clear": "BORRAR BORRA NINGUNA",
};

export default verbs;
