import { useState } from 'react';
import { FormError } from '../../../components/ui/FormError';
import { ApiError } from '../../../lib/http/ApiError';
import { type VerifiedAccess, verifyCourseAccess } from '../api/faceVerifyApi';
import { captureFrame } from '../captureFrame';
import { faceGuidance } from '../faceGuidance';
import { useCamera } from '../hooks/useCamera';
import { useFaceCheck } from '../hooks/useFaceCheck';
import { CameraProblem } from './CameraProblem';

const FACE_CHECK_FAILED = 'Lỗi khi xác thực khuôn mặt.';

type Props = { courseId: string; onVerified: (access: VerifiedAccess) => void };
type Phase = { kind: 'preview' } | { kind: 'sending' } | { kind: 'failed'; message: string };

/** Camera preview with live guidance; the photo is taken and sent only when exactly one face is seen. */
export function FaceCapture({ courseId, onVerified }: Props) {
  const camera = useCamera();
  const [phase, setPhase] = useState<Phase>({ kind: 'preview' });
  const check = useFaceCheck(camera.videoRef, camera.state === 'live' && phase.kind === 'preview');
  const guidance = faceGuidance(check);

  async function captureAndVerify(video: HTMLVideoElement) {
    setPhase({ kind: 'sending' });
    try {
      onVerified(await verifyCourseAccess(courseId, await captureFrame(video)));
    } catch (error) {
      // The server's reason (no face, not the same person...) when it gave one.
      setPhase({ kind: 'failed', message: error instanceof ApiError && error.code ? error.message : FACE_CHECK_FAILED });
    }
  }

  return (
    <section className="space-y-4" data-testid="face-capture">
      <div className="relative mx-auto aspect-[4/3] w-full max-w-md overflow-hidden rounded-2xl bg-slate-900">
        {/* Mirrored like a mirror; the photo itself is sent unmirrored. */}
        <video ref={camera.videoRef} autoPlay muted playsInline className="h-full w-full -scale-x-100 object-cover" data-testid="face-video" />
        <div className="pointer-events-none absolute inset-[15%] rounded-[50%] border-4 border-white/70" aria-hidden="true" />
      </div>

      {camera.state === 'live' || camera.state === 'starting' ? null : <CameraProblem state={camera.state} onRetry={camera.retry} />}

      {camera.state === 'live' && phase.kind === 'preview' ? (
        <div aria-live="polite" className="text-center" data-testid="face-guidance">
          <p className="font-medium text-slate-900 dark:text-white">{guidance.message}</p>
          {guidance.hint ? <p className="text-sm text-slate-600 dark:text-slate-300">{guidance.hint}</p> : null}
        </div>
      ) : null}

      {phase.kind === 'failed' ? (
        <div className="space-y-3 text-center">
          <FormError message={phase.message} testId="face-error" />
          <button type="button" className="btn btn-secondary" onClick={() => setPhase({ kind: 'preview' })}>
            Thử lại
          </button>
        </div>
      ) : (
        <div className="text-center">
          <button
            type="button"
            className="btn btn-primary"
            disabled={camera.state !== 'live' || phase.kind === 'sending' || !guidance.canCapture}
            onClick={() => camera.videoRef.current && void captureAndVerify(camera.videoRef.current)}
          >
            {phase.kind === 'sending' ? 'Đang xác thực...' : 'Chụp và xác thực'}
          </button>
        </div>
      )}
    </section>
  );
}
