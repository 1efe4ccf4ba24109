// The stand-in hash checked when there is no account (so that timing does not tell "no such account" from
// "wrong password"): nothing matches it, and it has a real hash's shape (same salt and key lengths), so
// verifying against it runs the same scrypt as against a real one rather than returning early.
import { describe, expect, it } from "vitest";
import { hashPassword, unmatchableHash, verifyPassword } from "../../src/lib/secrets.ts";

describe("unmatchableHash", () => {
  it("matches no password, not even an empty one or the text of the hash itself", () => {
    const h = unmatchableHash();
    for (const pw of ["", "x", "not-a-real-password", h, h.split("$")[2]]) expect(verifyPassword(pw, h)).toBe(false);
  });

  it("is a new random value each time", () => {
    expect(unmatchableHash()).not.toBe(unmatchableHash());
  });

  it("has the shape of a real hash: scheme, 16-byte salt, 32-byte key", () => {
    const shape = (s: string) => {
      const [scheme, salt, key] = s.split("$");
      return [scheme, Buffer.from(salt, "base64").length, Buffer.from(key, "base64").length];
    };
    expect(shape(unmatchableHash())).toEqual(shape(hashPassword("a real password")));
    expect(shape(unmatchableHash())).toEqual(["scrypt", 16, 32]);
  });
});
