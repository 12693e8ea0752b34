import { describe, expect, it } from "vitest";
import { hasErrors, passwordFormErrors } from "./password-feedback";

const all = { email: true, password: true, confirmPassword: true };

describe("passwordFormErrors", () => {
  it("shows nothing for untouched fields", () => {
    expect(passwordFormErrors({ email: "", password: "", confirmPassword: "x" }, {})).toEqual({
      email: [],
      password: [],
      confirmPassword: [],
    });
  });

  it("lists every broken password rule with the spec's words", () => {
    expect(passwordFormErrors({ password: "abc", confirmPassword: "abc" }, all).password).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
    ]);
    expect(passwordFormErrors({ password: "ABCDEFGH1", confirmPassword: "ABCDEFGH1" }, all).password).toEqual([
      "Password must contain at least one lowercase letter",
    ]);
  });

  it("reports mismatched confirmation", () => {
    const errors = passwordFormErrors({ password: "Quiet-Waters7", confirmPassword: "Quiet-Waters8" }, all);
    expect(errors.confirmPassword).toEqual(["Passwords do not match"]);
    expect(hasErrors(errors)).toBe(true);
  });

  it("checks the email when the form has one", () => {
    expect(passwordFormErrors({ email: "grace", password: "x", confirmPassword: "x" }, { email: true }).email).toHaveLength(1);
    expect(passwordFormErrors({ email: "grace@example.com", password: "Quiet-Waters7", confirmPassword: "Quiet-Waters7" }, all)).toEqual({
      email: [],
      password: [],
      confirmPassword: [],
    });
  });
});
