import { ComingSoon } from "../../components/content/ComingSoon";

export default function ProfilePage() {
  return <ComingSoon title="Your Faith Profile" sentence="Your faith profile is on its way; soon you can tell Wellspring about your tradition, Bible version and worship style here." />;
}
