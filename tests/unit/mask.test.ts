import { describe, expect, it } from "vitest";
import { maskPasswords } from "../../src/mail/redact.ts";

describe("passwords are masked in mail text shown on the dashboard", () => {
  it("hides what follows PASSWORD anywhere in a line and Herald's own 'password is:'", () => {
    const cases = [
      "PASSWORD abc-def",
      "  password   hunter 22 x",
      "AS bob PASSWORD CHANGE newpw",
      'OK Welcome, Ann. Your password is: 9wjm-7ckq-gh4x\nKeep it: put a line "PASSWORD 9wjm-7ckq-gh4x" in your mails',
    ];
    const out = cases.map(maskPasswords).join("\n");
    for (const secret of ["abc-def", "hunter", "newpw", "9wjm-7ckq-gh4x"]) expect(out).not.toContain(secret);
  });
  it("leaves other text alone", () => {
    expect(maskPasswords("OK password changed")).toBe("OK password changed");
    expect(maskPasswords("ERROR unknown account or wrong password\n> CREATE x")).toBe(
      "ERROR unknown account or wrong password\n> CREATE x",
    );
  });
});
