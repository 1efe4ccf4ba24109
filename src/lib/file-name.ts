// An attached file's name as Herald keeps and passes it on (to the game, the next player's mail, the
// reply): a plain base name. A relay hands a player's file to the next player under its name, and a
// name like "../../.bashrc", "C:\Users\x\start.bat", "<img src=x onerror=…>.sav" or one that hides its
// real extension behind a right-to-left override must reach nobody's disk or page as such.

/** The longest name kept, in characters (the extension kept when one is cut). */
const NAME_MAX = 100;

/**
 * A safe base name: the part after the last / or \, without control, format (bidi overrides, zero
 * width) or line-separator characters, with the characters that mean something to a shell, a file
 * system or HTML (< > : " | ? * & ' ` $ ; and %) made "_", no leading dots or spaces (no hidden file,
 * no "..") nor trailing ones; "file" when nothing is left.
 */
export function safeFileName(name: string): string {
  const base = name.normalize("NFC").split(/[/\\]/).at(-1) ?? "";
  let out = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/[<>:"|?*&'`$;%]/g, "_")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+|[.\s]+$/g, "");
  if ([...out].length > NAME_MAX) {
    const chars = [...out];
    const dot = out.lastIndexOf(".");
    const ext = dot > 0 && out.length - dot <= 12 ? [...out.slice(dot)] : [];
    out = chars.slice(0, NAME_MAX - ext.length).join("") + ext.join("");
  }
  return out || "file";
}
