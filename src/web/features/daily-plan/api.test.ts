import { describe, expect, it } from "vitest";
import { ApiError, toApiError } from "../../lib/api";
import { generateErrorMessage } from "./api";

describe("generation failure text (spec section 7)", () => {
  it("uses the server's error text when it sent one", () => {
    expect(generateErrorMessage(toApiError(502, { error: { code: "internal_error", message: "Generated plan has invalid format" } }))).toBe(
      "Generated plan has invalid format",
    );
  });

  it("falls back to 'Failed to generate plan (status)'", () => {
    expect(generateErrorMessage(toApiError(503, null))).toBe("Failed to generate plan (503)");
    expect(generateErrorMessage(new ApiError(0, "network_error", "offline"))).toBe("offline");
  });
});
