import { ComingSoon } from "../../components/content/ComingSoon";

export default function JournalPage() {
  return <ComingSoon title="Your Journal" sentence="Your faith journal is on its way; soon your saved reflections, prayers, scriptures and songs will gather here." />;
}
