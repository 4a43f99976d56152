import { ComingSoon } from '../../../components/ui/ComingSoon';

/** Placeholder until the screen lands (being built now). */
export default function LearnPage() {
  return <ComingSoon title="Vào học" />;
}
