// Builds a raw RFC 822 mail from parts, for local mode (CLI send, the dashboard's "act as" form, the
// API) so those go through exactly the same parser as real mail.
import MailComposer from "nodemailer/lib/mail-composer/index.js";

export interface ComposeInput {
  from: string;
  to: string;
  subject?: string;
  text: string;
  messageId?: string;
  inReplyTo?: string;
  date?: Date;
  /** files attached (a turn file mailed from the dashboard, the API or a test) */
  attachments?: Array<{ filename: string; content: Buffer | Uint8Array; contentType?: string }>;
}

export async function composeRaw(m: ComposeInput): Promise<Buffer> {
  const composer = new MailComposer({
    from: m.from,
    to: m.to,
    subject: m.subject ?? "",
    text: m.text,
    messageId: m.messageId,
    inReplyTo: m.inReplyTo,
    date: m.date,
    attachments: m.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) })),
  });
  return composer.compile().build();
}
