import { ComingSoon } from '../../../components/ui/ComingSoon';

/** Placeholder until the screen lands (being built now). */
export default function InstructorEarningsPage() {
  return <ComingSoon title="Thu nhập giảng viên" />;
}
