import { ComingSoon } from "../../components/content/ComingSoon";

export default function ConversationPage() {
  return <ComingSoon title="Spiritual Guidance" sentence="Conversations with your spiritual companion are on their way; soon you can share what is on your heart here." />;
}
