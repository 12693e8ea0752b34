import { ComingSoon } from "../../components/content/ComingSoon";

export default function GroupsPage() {
  return <ComingSoon title="Faith Communities" sentence="Faith groups are on their way; soon you can create or join a group with a six-character code." />;
}
