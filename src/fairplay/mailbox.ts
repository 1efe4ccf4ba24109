// A player's mailbox as verify reads it: an mbox file (one file, each mail after a "From " line, as
// Thunderbird and mutt keep folders), a Maildir (cur/ and new/ holding one file per mail) or a folder
// of saved .eml files; a single saved mail is a mailbox of one. Every mail comes back as its decoded
// text (savedText: quoted-printable, base64, forwarded attachments) with its subject and date, in the
// mailbox's own order: an mbox's order, a Maildir's or a folder's files by name (a Maildir names each
// file by its delivery time). The Date header is whatever the sender wrote (a forger can date a mail
// 2001): it is shown, never used to order.
import fs from "node:fs";
import path from "node:path";
import { savedText } from "./armor.ts";

export interface SavedMail {
  /** how the player finds it again: the file, the mail's number in an mbox, its subject and date */
  name: string;
  subject: string;
  /** the sender's address, lower-case ("" when the file has no headers) */
  from: string;
  date: Date | null;
  text: string;
}

/**
 * The mails of an mbox file: split before each "From " line that begins a mail (the first line, or one
 * after a blank line, as mbox writers leave them), ">From " unescaped.
 */
function mboxMails(file: Buffer): Buffer[] {
  const text = file.toString("latin1");
  const starts = [...text.matchAll(/(^|\n\r?\n)From [^\n]*\n/g)].map((m) => ({
    at: m.index + m[1].length,
    body: m.index + m[0].length,
  }));
  return starts.map((s, i) =>
    Buffer.from(
      text.slice(s.body, i + 1 < starts.length ? starts[i + 1].at : text.length).replace(/^>(>*From )/gm, "$1"),
      "latin1",
    ),
  );
}

function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith("."))
    .map((e) => path.join(dir, e.name))
    .sort();
}

async function parsed(raw: Buffer, name: string): Promise<SavedMail> {
  const head = raw.subarray(0, 64 * 1024).toString("utf8");
  const headers = head.split(/\r?\n\r?\n/)[0];
  let subject = "";
  let from = "";
  let date: Date | null = null;
  if (/^[A-Za-z][A-Za-z0-9-]*:[ \t]/.test(head)) {
    const { simpleParser } = await import("mailparser");
    const m = await simpleParser(raw, { skipTextToHtml: true, skipHtmlToText: false });
    subject = m.subject ?? "";
    from = (m.from?.value[0]?.address ?? "").toLowerCase();
    date = /^date:/im.test(headers) && m.date && !isNaN(m.date.getTime()) ? m.date : null;
  }
  const label = [subject && `"${subject}"`, date?.toISOString().replace(".000Z", "Z")].filter(Boolean).join(", ");
  return { name: label ? `${name} (${label})` : name, subject, from, date, text: await savedText(raw) };
}

/** Every mail at `where`, oldest first. */
export async function readMailbox(where: string): Promise<SavedMail[]> {
  const st = fs.statSync(where);
  const raws: Array<{ raw: Buffer; name: string }> = [];
  if (st.isDirectory()) {
    const maildir = ["cur", "new"].map((d) => path.join(where, d)).filter((d) => fs.existsSync(d));
    // cur/ and new/ together, by file name: the delivery order
    const files = (maildir.length ? maildir.flatMap(filesOf) : filesOf(where)).sort((a, b) =>
      path.basename(a) < path.basename(b) ? -1 : path.basename(a) > path.basename(b) ? 1 : 0,
    );
    for (const f of files) raws.push({ raw: fs.readFileSync(f), name: path.relative(where, f) });
  } else {
    const file = fs.readFileSync(where);
    if (file.subarray(0, 5).toString() === "From ")
      for (const [i, raw] of mboxMails(file).entries()) raws.push({ raw, name: `${path.basename(where)}, mail ${i + 1}` });
    else raws.push({ raw: file, name: path.basename(where) });
  }
  return Promise.all(raws.map((r) => parsed(r.raw, r.name)));
}
