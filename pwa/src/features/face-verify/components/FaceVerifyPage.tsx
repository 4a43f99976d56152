import { ComingSoon } from '../../../components/ui/ComingSoon';

/** Placeholder until the screen lands (being built now). */
export default function FaceVerifyPage() {
  return <ComingSoon title="Xác thực khuôn mặt" />;
}
