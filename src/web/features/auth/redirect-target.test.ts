import { describe, expect, it } from "vitest";
import { intendedPath } from "./redirect-target";

describe("intendedPath", () => {
  it("returns the page the visitor was stopped at", () => {
    expect(intendedPath({ from: { pathname: "/groups/42", search: "?tab=chat", hash: "#latest" } })).toBe("/groups/42?tab=chat#latest");
  });
  it("falls back to Home without state", () => {
    expect(intendedPath(undefined)).toBe("/");
    expect(intendedPath(null)).toBe("/");
    expect(intendedPath({})).toBe("/");
  });
  it("never follows protocol-relative or external targets", () => {
    expect(intendedPath({ from: { pathname: "//evil.example/x" } })).toBe("/");
    expect(intendedPath({ from: { pathname: "https://evil.example" } })).toBe("/");
  });
  it("does not loop back into the auth screens", () => {
    expect(intendedPath({ from: { pathname: "/login" } })).toBe("/");
    expect(intendedPath({ from: { pathname: "/signup" } })).toBe("/");
  });
});
