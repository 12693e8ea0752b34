import { describe, expect, it } from "vitest";
import { CONCERN_GUIDANCE_NOTE, HELPER_EMERGENCY_GUIDANCE_NOTE, HELPER_GUIDANCE_NOTE, guidanceBesideCare } from "./care-notes.js";

describe("the guidance shown beside the care box", () => {
  it.each([CONCERN_GUIDANCE_NOTE, HELPER_GUIDANCE_NOTE, HELPER_EMERGENCY_GUIDANCE_NOTE])("leaves off the closing pointer: %s", (note) => {
    expect(guidanceBesideCare(`Take one step today.\n\n${note}`)).toBe("Take one step today.");
    expect(guidanceBesideCare(note)).toBe("");
  });

  it("keeps guidance without a closing pointer, and a pointer that is not at the end, whole", () => {
    expect(guidanceBesideCare("Take one step today.")).toBe("Take one step today.");
    const inside = `${CONCERN_GUIDANCE_NOTE}\n\nThen rest.`;
    expect(guidanceBesideCare(inside)).toBe(inside);
  });
});
