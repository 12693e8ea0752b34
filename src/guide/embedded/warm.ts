// Resolves every passage of the situation bank in both bundled translations and applies the
// register rules once, so that no member waits for a first-time lookup (called by warmGuide).
import { GENERAL_SITUATION } from "../material/general.js";
import { SITUATIONS } from "../material/situations.js";
import { cachedPassage } from "../scripture-quote.js";
import { admittedPassages } from "./register-rules.js";

export function warmSituations(): void {
  for (const situation of [...SITUATIONS, GENERAL_SITUATION]) {
    for (const { ref } of admittedPassages(situation)) {
      cachedPassage(ref, "WEB");
      cachedPassage(ref, "KJV");
    }
  }
}
