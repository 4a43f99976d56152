import { ComingSoon } from '../../../components/ui/ComingSoon';

/** Placeholder until the screen lands (being built now). */
export default function MyCoursesPage() {
  return <ComingSoon title="Khóa học của tôi" />;
}
