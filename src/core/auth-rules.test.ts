import { describe, expect, it } from "vitest";
import {
  AUTH_MESSAGES,
  isCommonPassword,
  isValidEmail,
  emailProblem,
  mapAuthError,
  mapResetRequestError,
  mapSignInError,
  mapSignUpError,
  newPasswordProblem,
  passwordProblem,
  passwordProblems,
  signInProblem,
  signUpProblem,
} from "./auth-rules.js";
import { COMMON_PASSWORDS } from "../../data/common-passwords.js";

describe("password rules (spec section 5, word for word)", () => {
  it.each([
    ["Ab1", "Password must be at least 8 characters long"],
    ["lowercase1only", "Password must contain at least one uppercase letter"],
    ["UPPERCASE1ONLY", "Password must contain at least one lowercase letter"],
    ["NoDigitsHere", "Password must contain at least one number"],
  ])("%s → %s", (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it("lists every broken rule in spec order", () => {
    expect(passwordProblems("a")).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
    ]);
  });

  it("accepts a good password", () => {
    expect(passwordProblem("Quiet-River-42")).toBeNull();
    expect(passwordProblems("Quiet-River-42")).toEqual([]);
  });

  it("accepts 128 characters and rejects 129", () => {
    const ok = "Aa1" + "x".repeat(125);
    expect(ok).toHaveLength(128);
    expect(passwordProblem(ok)).toBeNull();
    expect(passwordProblem(ok + "x")).toBe(AUTH_MESSAGES.passwordTooLong);
  });

  it("the server check requires a password", () => {
    expect(newPasswordProblem(undefined)).toBe(AUTH_MESSAGES.credentialsRequired);
    expect(newPasswordProblem("")).toBe(AUTH_MESSAGES.credentialsRequired);
    expect(newPasswordProblem(12345678)).toBe(AUTH_MESSAGES.credentialsRequired);
    expect(newPasswordProblem("Quiet-River-42")).toBeNull();
  });
});

describe("common passwords", () => {
  it("ships at least the 1,000 most common", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const pw of ["123456", "password", "qwerty", "letmein"]) expect(COMMON_PASSWORDS.has(pw)).toBe(true);
  });

  it("matches case-insensitively", () => {
    expect(isCommonPassword("Password1")).toBe(true);
    expect(isCommonPassword("PASSWORD123")).toBe(true);
    expect(isCommonPassword("Quiet-River-42")).toBe(false);
  });

  it("rejects a common password that passes the composition rules", () => {
    expect(passwordProblem("Password1")).toBe("This password is too common. Please choose a less predictable one.");
  });

  it("does not mention commonness while composition rules fail", () => {
    expect(passwordProblems("password")).not.toContain(AUTH_MESSAGES.passwordTooCommon);
  });
});

describe("email format", () => {
  it.each(["a@b.co", "first.last+tag@example.org", "  padded@example.com  "])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(["", "plain", "a@b", "a @b.com", "a@b..com", "@b.com", "a@.com", `${"x".repeat(250)}@b.com`])("rejects %s", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it("names the problem", () => {
    expect(emailProblem("")).toBe("Email is required");
    expect(emailProblem("nope")).toBe("Please enter a valid email address");
    expect(emailProblem("a@b.co")).toBeNull();
  });
});

describe("form checks", () => {
  const good = { email: "a@b.co", password: "Quiet-River-42", confirmPassword: "Quiet-River-42" };
  it("sign-up needs email and password", () => {
    expect(signUpProblem({ ...good, email: "" })?.message).toBe("You must provide either an email or phone number and a password.");
    expect(signUpProblem({ ...good, password: "", confirmPassword: "" })).toEqual({
      field: "password",
      message: "You must provide either an email or phone number and a password.",
    });
  });
  it("sign-up checks match, format and rules", () => {
    expect(signUpProblem({ ...good, confirmPassword: "other" })).toEqual({ field: "confirmPassword", message: "Passwords do not match" });
    expect(signUpProblem({ ...good, email: "nope" })).toEqual({ field: "email", message: "Please enter a valid email address" });
    expect(signUpProblem({ ...good, password: "short", confirmPassword: "short" })?.field).toBe("password");
    expect(signUpProblem(good)).toBeNull();
  });
  it("sign-in needs both fields", () => {
    expect(signInProblem({ email: "", password: "x" })?.message).toBe(AUTH_MESSAGES.credentialsRequired);
    expect(signInProblem({ email: "a@b.co", password: "" })?.field).toBe("password");
    expect(signInProblem({ email: "a@b.co", password: "x" })).toBeNull();
  });
});

describe("error mapping (spec section 8)", () => {
  it("maps invalid credentials in every shape", () => {
    for (const error of [
      "Invalid login credentials",
      { message: "Invalid login credentials" },
      { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password", status: 401 },
      { error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "x" } },
      new Error("Invalid email or password"),
    ]) {
      expect(mapSignInError(error)).toBe("Incorrect email or password. Please try again.");
    }
  });
  it("keeps other sign-in messages and falls back", () => {
    expect(mapSignInError({ message: "Email not verified" })).toBe("Email not verified");
    expect(mapSignInError(undefined)).toBe("An unexpected error occurred. Please try again.");
    expect(mapSignInError({ status: 500, message: "db exploded" })).toBe("An unexpected error occurred. Please try again.");
    expect(mapSignInError({ status: 429, message: "Too many requests" })).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
  it("maps already-registered sign-ups", () => {
    for (const error of [
      "User already registered",
      { message: "This account already exists" },
      { message: "Email Already Registered" },
      { code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", message: "User already exists. Use another email." },
    ]) {
      expect(mapSignUpError(error)).toBe("This email is already registered. Please sign in instead.");
    }
  });
  it("keeps other sign-up messages and falls back", () => {
    expect(mapSignUpError({ message: "Password must contain at least one number" })).toBe("Password must contain at least one number");
    expect(mapSignUpError(null)).toBe("Failed to create account. Please try again.");
    expect(mapSignUpError({ status: 503 })).toBe("Failed to create account. Please try again.");
  });
  it("maps reset and generic errors", () => {
    expect(mapResetRequestError({})).toBe("Failed to send password reset email");
    expect(mapResetRequestError({ message: "Invalid email" })).toBe("Invalid email");
    expect(mapAuthError(42)).toBe("An unknown error occurred");
    expect(AUTH_MESSAGES.resetEmailSent).toBe("Password reset email sent! Please check your inbox.");
    expect(AUTH_MESSAGES.signOutUnknown).toBe("An unknown error occurred during sign out");
  });
});
