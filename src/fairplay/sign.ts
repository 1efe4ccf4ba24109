// Herald's signature on what it says about a game (a START commitment, a game record), so a player can
// prove to others what Herald said: Ed25519 (node:crypto) over the canonical JSON of the statement.
//
// A public key is written "ed25519:" + base64url of its 32 bytes (the JWK "x"), short enough to mail,
// print in HELP KEY and the README's instructions, and compare by eye through its fingerprint.
import crypto from "node:crypto";

export interface KeyPair {
  publicKey: string;
  /** PKCS#8 PEM */
  privateKey: string;
}

/**
 * JSON with object keys sorted at every level: the same data always gives the same bytes, whichever
 * order the database (jsonb sorts keys its own way) or a replay built them in.
 */
export function canonicalJson(x: unknown): string {
  return JSON.stringify(x, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

export function sha256(text: string): string {
  return crypto.createHash("sha256").update(text).digest("hex");
}

export function newKeyPair(): KeyPair {
  const { publicKey, privateKey } = crypto.generateKeyPairSync("ed25519");
  const x = publicKey.export({ format: "jwk" }).x!;
  return { publicKey: `ed25519:${x}`, privateKey: privateKey.export({ format: "pem", type: "pkcs8" }).toString() };
}

function publicKeyObject(publicKey: string): crypto.KeyObject | null {
  const m = /^ed25519:([A-Za-z0-9_-]{43})$/.exec(publicKey.trim());
  if (!m) return null;
  try {
    return crypto.createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: m[1] }, format: "jwk" });
  } catch {
    return null;
  }
}

export function isPublicKey(text: string): boolean {
  return publicKeyObject(text) !== null;
}

/** A short, readable digest of a public key, to compare with the published one: "a1b2-c3d4-e5f6-0718". */
export function keyFingerprint(publicKey: string): string {
  return groups(sha256(publicKey.trim()).slice(0, 16));
}

export function groups(hex: string): string {
  return hex.match(/.{1,4}/g)!.join("-");
}

/** The statement with its signature `sig` (over every other field) added. */
export function signStatement<T extends object>(statement: T, privateKey: string): T & { sig: string } {
  const body = Buffer.from(canonicalJson(statement));
  const sig = crypto.sign(null, body, crypto.createPrivateKey(privateKey)).toString("base64url");
  return { ...statement, sig };
}

/** Whether `signed.sig` is a signature by `publicKey` over every other field of `signed`. */
export function signatureValid(signed: { sig?: unknown }, publicKey: string): boolean {
  const key = publicKeyObject(publicKey);
  if (!key || typeof signed.sig !== "string") return false;
  const { sig, ...statement } = signed;
  try {
    return crypto.verify(null, Buffer.from(canonicalJson(statement)), key, Buffer.from(sig, "base64url"));
  } catch {
    return false;
  }
}
