import { ComingSoon } from "../../components/content/ComingSoon";

export default function DailyPlanPage() {
  return <ComingSoon title="Daily Plan" sentence="Your personal seven-day devotional plan is on its way: scripture, devotional, prayer, reflection and worship for each day." />;
}
