import { ComingSoon } from '../../../components/ui/ComingSoon';

/** Placeholder until the screen lands (being built now). */
export default function InstructorStudentsPage() {
  return <ComingSoon title="Quản lý học viên" />;
}
