import { ComingSoon } from "../../components/content/ComingSoon";

export default function GroupDetailPage() {
  return <ComingSoon title="Faith Community" sentence="Group chat and shared study plans are on their way." />;
}
