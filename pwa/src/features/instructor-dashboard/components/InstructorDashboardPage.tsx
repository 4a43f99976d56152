import { ComingSoon } from '../../../components/ui/ComingSoon';

/** Placeholder until the screen lands (being built now). */
export default function InstructorDashboardPage() {
  return <ComingSoon title="Tổng quan giảng dạy" />;
}
