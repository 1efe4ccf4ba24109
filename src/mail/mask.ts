// Hides passwords in mail text: what follows PASSWORD (or PASSWORD CHANGE) anywhere in a line — also
// inside AS lines and Herald's own REGISTER reply — and "password is: …". Used where mail text is kept
// or shown after it has done its job: the dashboard's mail views, and sent mails in the outbox.
// Over-masking a HELP text is harmless; missing a password is not. A page link (…/p/<key>, which opens a
// reader's page like a password: src/web/reader.ts) keeps only its first characters, here and in logs.
export function maskPageLinks(text: string): string {
  return text.replace(/(\/p\/[A-Za-z0-9_-]{4})[A-Za-z0-9_-]{12,}/g, "$1…");
}

export function maskPasswords(text: string): string {
  return maskPageLinks(text)
    .replace(/(\bpassword is:?[^\S\n]*)\S+/gi, "$1******")
    .replace(/(\bpassword(?:[^\S\n]+change)?[^\S\n]+)(?!\*{6})(?!changed\b)[^\s"]+(?:[^\S\n]+[^\s"]+)*/gi, "$1******");
}
