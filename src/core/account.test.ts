import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, ChangeEmailInput, DeleteAccountInput, DisableTwoFactorInput, describeDevice } from "./account";

describe("describeDevice", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36", "Chrome on Windows"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari on macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", "Firefox on Linux"],
    ["Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36", "Chrome on Android"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0",
      "Edge on Windows",
    ],
    ["curl/8.5.0", "Unknown device"],
    ["", "Unknown device"],
    [null, "Unknown device"],
  ])("%s → %s", (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });
});

describe("account request bodies", () => {
  it("change email trims and lower-cases, and needs the password", () => {
    expect(ChangeEmailInput.parse({ new_email: "  New@Example.COM ", password: "x" })).toEqual({
      new_email: "new@example.com",
      password: "x",
    });
    expect(ChangeEmailInput.safeParse({ new_email: "not-an-email", password: "x" }).success).toBe(false);
    expect(ChangeEmailInput.safeParse({ new_email: "a@example.com", password: "" }).success).toBe(false);
    expect(ChangeEmailInput.safeParse({ new_email: "a@example.com" }).success).toBe(false);
    expect(ChangeEmailInput.safeParse({ new_email: "a@example.com", password: "x", extra: 1 }).success).toBe(false);
  });

  it("disabling two-factor takes exactly one of password and code", () => {
    expect(DisableTwoFactorInput.safeParse({ password: "pw" }).success).toBe(true);
    expect(DisableTwoFactorInput.safeParse({ code: "123456" }).success).toBe(true);
    expect(DisableTwoFactorInput.safeParse({ code: "12345" }).success).toBe(false);
    const neither = DisableTwoFactorInput.safeParse({});
    expect(neither.success).toBe(false);
    expect(neither.error?.issues[0].message).toBe(ACCOUNT_MESSAGES.passwordOrCode);
    expect(DisableTwoFactorInput.safeParse({ password: "pw", code: "123456" }).success).toBe(false);
  });

  it("deleting needs the password and an explicit confirmation", () => {
    expect(DeleteAccountInput.safeParse({ password: "pw", confirm: true }).success).toBe(true);
    expect(DeleteAccountInput.safeParse({ password: "pw", confirm: false }).success).toBe(false);
    expect(DeleteAccountInput.safeParse({ password: "pw" }).success).toBe(false);
    expect(DeleteAccountInput.safeParse({ confirm: true }).success).toBe(false);
  });
});
