// Any console.error during a unit or integration test fails that test: an error printed and
// ignored (a 5xx logged by the test server, a React warning, a failed background save) is a bug
// the assertions did not look for. The message is still printed, so the failure shows why.
import { afterEach, beforeEach, vi } from "vitest";

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  const original = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
    original(...args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length === 0) return;
  const first = errors[0].map((part) => (part instanceof Error ? part.message : String(part))).join(" ");
  throw new Error(`console.error was called ${errors.length} time(s) during this test; first: ${first}`);
});
