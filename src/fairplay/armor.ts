// How a signed statement travels inside a mail and comes back intact from a player's mailbox.
//
// The statement is JSON, sent as base64 in lines of 64 characters between two marker lines (the way
// PGP armours a signature). Base64 has no spaces, so a mail client that re-wraps lines at spaces
// (format=flowed, quoting, forwarding) cannot change it; reading keeps only base64 characters between
// the markers, so "> " quote marks, re-wrapped lines and stray blank lines are all forgiven. A saved
// .eml is decoded first (quoted-printable, base64, a forwarded message attached as message/rfc822).

export const RECORD = "HERALD GAME RECORD";
export const START = "HERALD START";

export function armor(label: string, statement: unknown): string {
  const b64 = Buffer.from(JSON.stringify(statement), "utf8").toString("base64");
  return [`----- BEGIN ${label} -----`, ...(b64.match(/.{1,64}/g) ?? []), `----- END ${label} -----`].join("\n");
}

/** A marker as it may come back: quote marks, extra spaces or a line break between its words. */
function marker(edge: "BEGIN" | "END", label: string): RegExp {
  const gap = "[\\s>]+";
  return new RegExp(`-----${gap.replace("+", "*")}${edge}${gap}${label.split(" ").join(gap)}${gap.replace("+", "*")}-----`, "g");
}

export type Dearmored = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/**
 * Every armoured statement with this label found in `text`, decoded; a damaged block (cut short, or
 * changed by hand) gives an error saying so.
 */
export function dearmorAll(text: string, label: string): Dearmored[] {
  const out: Dearmored[] = [];
  const begin = marker("BEGIN", label);
  const end = marker("END", label);
  for (const b of text.matchAll(begin)) {
    const from = b.index! + b[0].length;
    end.lastIndex = from;
    const e = end.exec(text);
    const nextBegin = text.slice(from).search(marker("BEGIN", label));
    if (!e || (nextBegin >= 0 && from + nextBegin < e.index)) {
      out.push({ ok: false, error: `the ${label.toLowerCase()} is cut short (no END line)` });
      continue;
    }
    // a copy saved with its quoted-printable soft breaks and "=3D" escapes still in it
    const body = text
      .slice(from, e.index)
      .replace(/=\r?\n/g, "")
      .replace(/=3D/gi, "=")
      .replace(/[^A-Za-z0-9+/=]/g, "");
    try {
      const json = Buffer.from(body, "base64").toString("utf8");
      const value = JSON.parse(json);
      if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error("not an object");
      out.push({ ok: true, value });
    } catch {
      out.push({ ok: false, error: `the ${label.toLowerCase()} is damaged: it does not decode` });
    }
  }
  return out;
}

/** The one statement with this label in `text`: copies of it (a quoted thread) are fine, two different ones are not. */
export function dearmor(text: string, label: string): Dearmored {
  const all = dearmorAll(text, label);
  const good = all.filter((x) => x.ok);
  if (!all.length)
    return {
      ok: false,
      error: `no ${label.toLowerCase()} found (the block between "----- BEGIN ${label} -----" and its END line)`,
    };
  if (!good.length) return all[0];
  const distinct = new Set(good.map((g) => JSON.stringify(g.value)));
  if (distinct.size > 1)
    return { ok: false, error: `${distinct.size} different ${label.toLowerCase()}s in one file: save one mail per file` };
  return good[0];
}

/**
 * The text of a saved file: a mail (.eml: headers first) is decoded with mailparser, with the text of
 * any attached message (a forward "as attachment") appended; anything else is taken as it is.
 */
export async function savedText(file: Buffer): Promise<string> {
  const text = file.toString("utf8");
  if (!/^[A-Za-z][A-Za-z0-9-]*:[ \t]/.test(text)) return text;
  const { simpleParser } = await import("mailparser");
  const m = await simpleParser(file);
  const parts = [m.text ?? ""];
  for (const a of m.attachments ?? []) {
    if (a.contentType === "message/rfc822") parts.push(await savedText(a.content));
    else if (a.contentType.startsWith("text/")) parts.push(a.content.toString("utf8"));
  }
  const decoded = parts.join("\n");
  // plain text that merely began like a header ("Note: …") is not a mail: keep it whole
  return /-----[\s>]*BEGIN/.test(decoded) || !/-----[\s>]*BEGIN/.test(text) ? decoded : text;
}
