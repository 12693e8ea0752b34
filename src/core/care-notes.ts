// The pointers to help a reply's guidance ends with when the reply carries the care line
// (src/guide/care.ts adds them, so that a client that shows only the guidance still shows the
// resources), and the guidance as this app shows it beside its own care box: without the pointer,
// so that a person sees the same help once, first, not again at the end of the guidance.

/** The writer's pointer, after the gentle care line. */
export const CONCERN_GUIDANCE_NOTE =
  "If this heaviness stays with you, please reach out: call or text 988 in the US, or find a helpline at findahelpline.com, and tell someone you trust or your pastor.";

/** The helper's pointer, for a message about someone else at risk. */
export const HELPER_GUIDANCE_NOTE =
  "If you fear they may act on it, call or text 988 in the US with them or for them (findahelpline.com elsewhere), or your local emergency number if it is urgent.";

/** The helper's emergency pointer, for someone else in danger now. */
export const HELPER_EMERGENCY_GUIDANCE_NOTE =
  "Please call your local emergency number now (911 in the US) and stay with them until help arrives; in the US, Poison Control is 1-800-222-1222 and 988 can guide you while you wait.";

const CARE_GUIDANCE_NOTES = [CONCERN_GUIDANCE_NOTE, HELPER_GUIDANCE_NOTE, HELPER_EMERGENCY_GUIDANCE_NOTE];

/** The guidance shown under the reply's care box: its closing pointer to the same help left off (empty when it was only that). */
export function guidanceBesideCare(guidance: string): string {
  for (const note of CARE_GUIDANCE_NOTES) {
    if (guidance === note) return "";
    if (guidance.endsWith(`\n\n${note}`)) return guidance.slice(0, -(note.length + 2));
  }
  return guidance;
}
