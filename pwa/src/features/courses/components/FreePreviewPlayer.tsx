import { Spinner } from '../../../components/ui/Spinner';
import { HlsPlayer } from '../../video-player';
import type { FreePreview } from '../hooks/useFreePreview';

/** The player of the free lesson chosen on a course page, with its loading and error states. */
export function FreePreviewPlayer({ preview, poster }: { preview: FreePreview; poster?: string | null }) {
  const { lecture, playbackUrl, error } = preview;
  if (!lecture) return null;
  return (
    <section aria-label={`Học thử: ${lecture.title}`} data-testid="free-preview">
      {playbackUrl ? (
        <HlsPlayer src={playbackUrl} title={lecture.title} poster={lecture.thumbnailUrl ?? poster} autoPlay />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-slate-900 text-white">
          {error ? (
            <p role="alert" className="px-6 text-center text-sm">
              {error}
            </p>
          ) : (
            <Spinner label="Đang tải video..." onDark />
          )}
        </div>
      )}
      <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        Đang học thử: <span className="text-slate-900 dark:text-white">{lecture.title}</span>
      </p>
    </section>
  );
}
