// What a logged failure carries (src/log.ts): the stack, bounded, and none of the error's other fields.
import { describe, expect, it } from "vitest";
import { capturedLog } from "../helpers/log.ts";

describe("an error logged under err", () => {
  it("carries its type, message, code, stack frames and cause", () => {
    const { log, lines } = capturedLog();
    const e = Object.assign(new TypeError("it broke", { cause: new Error("underneath") }), { code: "E_BROKE" });
    log.error({ err: e }, "failed");
    expect(lines[0].err).toMatchObject({ type: "TypeError", message: "it broke", code: "E_BROKE" });
    expect(lines[0].err.stack).toMatch(/^TypeError: it broke\n\s+at .*log\.test\.ts/);
    expect(lines[0].err.cause).toMatchObject({ type: "Error", message: "underneath" });
  });

  it("drops the error's other fields and cuts a long message, in the stack too", () => {
    const { log, lines } = capturedLog();
    // a database error may echo the values of the statement that failed
    const e = Object.assign(new Error(`invalid invocation: ${"x".repeat(5000)}`), { detail: "Key (raw)=(a mail's text)" });
    log.error({ err: e }, "failed");
    const line = JSON.stringify(lines[0]);
    expect(line).not.toContain("a mail's text");
    expect(lines[0].err.message.length).toBeLessThanOrEqual(501);
    expect(line.length).toBeLessThan(5000);
    expect(lines[0].err.stack).toMatch(/\n\s+at /);
  });

  it("logs what is not an Error as it is", () => {
    const { log, lines } = capturedLog();
    log.error({ err: "a plain text" }, "failed");
    expect(lines[0].err).toBe("a plain text");
  });
});
