import { Download } from "lucide-react";
import { buttonClasses } from "../../../components/ui/Button";
import { SecurityPart } from "./SecuritySection";

export function ExportData() {
  return (
    <SecurityPart
      id="security-export"
      title="Export my data"
      lead="One JSON file with everything Wellspring holds about you: your profile, plans, journal, saved items, conversations, groups and messages."
    >
      <a href="/api/account/export" download className={buttonClasses("secondary")}>
        <Download aria-hidden="true" className="size-4" />
        Download My Data
      </a>
    </SecurityPart>
  );
}
