import { useEffect, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Modal } from '../../../components/ui/Modal';
import { formatFileSize } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { DownloadError, useDownloadSizes } from '../api/downloadApi';
import { isDownloadPlayable, startDownloads } from '../downloadRunner';
import { downloadOptions, type DownloadOption } from '../downloadPlan';
import { useDownloads } from '../hooks/useDownloads';
import { useStorageEstimate } from '../hooks/useStorageEstimate';

/** What the learner asked to download: one lecture, a section or the whole course. */
export type DownloadScope = {
  /** Shown under the title: the lecture's, the section's or the course's name. */
  name: string;
  lectures: { _id: string; title: string }[];
};

type Props = {
  userId: string;
  course: { _id: string; title: string };
  /** Null: closed. */
  scope: DownloadScope | null;
  /** The face check's course access token, which the download needs. */
  accessToken: string | null;
  onClose: () => void;
  /** The server no longer takes the face check's token: the player asks for it again. */
  onAccessInvalid: () => void;
};

const size = (bytes: number) => formatFileSize(bytes, bytes >= 1024 ** 3 ? 1 : 0);

/**
 * Before a download: how many lectures and how much ('Tải 3 bài giảng: 86 MB'), the quality to keep
 * (each rendition with its size, the recommended one chosen), and the space left on the device; a
 * download that does not fit is refused here, before any byte is stored. Lectures already kept are skipped.
 */
export function DownloadDialog({ userId, course, scope, accessToken, onClose, onAccessInvalid }: Props) {
  const open = scope !== null;
  const sizes = useDownloadSizes(course._id, open);
  const { downloads } = useDownloads(userId);
  const estimate = useStorageEstimate(open ? `${scope.name}:${downloads.length}` : 'closed');
  const [chosen, setChosen] = useState<string | null>(null);
  // While starting, the plan stays as confirmed: each lecture started joins `kept` and would leave the list.
  const [starting, setStarting] = useState<{ options: DownloadOption[]; option: DownloadOption; done: number } | null>(null);
  const legendId = useId();

  const kept = useMemo(
    () => new Set(downloads.filter((download) => download.state !== 'failed' && (download.state !== 'done' || isDownloadPlayable(download))).map((download) => download.lectureId)),
    [downloads],
  );
  const wanted = useMemo(() => new Set(scope?.lectures.map((lecture) => lecture._id)), [scope]);
  const toFetch = useMemo(() => (sizes.data?.lectures ?? []).filter((lecture) => wanted.has(lecture.lectureId) && !kept.has(lecture.lectureId)), [sizes.data, wanted, kept]);
  const computed = useMemo(() => downloadOptions(toFetch), [toFetch]);
  useEffect(() => setChosen(null), [scope]);
  const options = starting?.options ?? computed;
  const option = starting?.option ?? options.find((one) => one.id === chosen) ?? options.find((one) => one.recommended) ?? options[0];
  const alreadyKept = scope && !starting ? scope.lectures.filter((lecture) => kept.has(lecture._id)).length : 0;
  const tooBig = option && estimate ? option.totalBytes > estimate.free : false;

  const start = async () => {
    if (!option || !scope) return;
    setStarting({ options, option, done: 0 });
    const titles = new Map(scope.lectures.map((lecture) => [lecture._id, lecture.title]));
    try {
      // In the outline's order: the engine fetches one lecture at a time, first asked first.
      const started = await startDownloads(
        option.picks.map((pick) => ({
          userId,
          lecture: { lectureId: pick.lectureId, title: titles.get(pick.lectureId) ?? '', courseTitle: course.title },
          accessToken,
          variant: pick.variant,
        })),
        (done) => setStarting((current) => current && { ...current, done }),
      );
      const persisted = started.every((one) => one.persisted);
      onClose();
      toast.success(option.picks.length === 1 ? 'Đã bắt đầu tải bài giảng về máy.' : `Đã bắt đầu tải ${option.picks.length} bài giảng về máy.`);
      if (!persisted) toast('Trình duyệt chưa cho giữ dữ liệu lâu dài: khi máy thiếu dung lượng, bài đã tải có thể bị xóa.');
    } catch (error) {
      if (error instanceof DownloadError && error.code === 'COURSE_ACCESS_INVALID') {
        onClose();
        onAccessInvalid();
      } else {
        toast.error(errorMessage(error, 'Không tải được bài giảng, vui lòng thử lại.'));
      }
    } finally {
      setStarting(null);
    }
  };

  const count = option?.picks.length ?? 0;
  const title = option ? `Tải ${count} bài giảng: ${size(option.totalBytes)}` : 'Tải về để học không cần mạng';
  return (
    <Modal
      open={open}
      onClose={starting ? () => undefined : onClose}
      title={title}
      testId="download-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={starting !== null}>
            Hủy
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={!option || tooBig || starting !== null} data-testid="download-confirm">
            {starting ? `Đang chuẩn bị ${starting.done}/${starting.option.picks.length}…` : 'Tải về'}
          </button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-slate-700 dark:text-slate-300">
        <p className="break-words font-medium text-slate-900 dark:text-white">{scope?.name}</p>
        {sizes.isPending ? (
          <p role="status">Đang tính dung lượng…</p>
        ) : sizes.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {errorMessage(sizes.error, 'Không lấy được dung lượng bài giảng. Vui lòng thử lại.')}
          </p>
        ) : !option ? (
          <p role="status">{alreadyKept ? 'Các bài giảng này đã có trên thiết bị.' : 'Không có video nào để tải về.'}</p>
        ) : (
          <fieldset>
            <legend id={legendId} className="mb-2 font-medium text-slate-900 dark:text-white">
              Chất lượng video
            </legend>
            <div className="space-y-2">
              {options.map((one) => (
                <label key={one.id} className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
                  <input type="radio" name={legendId} value={one.id} checked={one.id === option.id} onChange={() => setChosen(one.id)} data-testid={`download-quality-${one.id}`} />
                  <span className="flex-1">
                    {one.label}
                    {one.recommended ? <span className="ml-2 text-xs font-semibold text-brand-700 dark:text-brand-300">Đề xuất</span> : null}
                  </span>
                  <span className="tabular-nums text-slate-600 dark:text-slate-400">{size(one.totalBytes)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {alreadyKept && option ? <p>{alreadyKept} bài đã có trên thiết bị sẽ được giữ nguyên.</p> : null}
        {estimate ? <p data-testid="download-free-space">Còn trống trên thiết bị: {size(estimate.free)}</p> : null}
        {tooBig && option && estimate ? (
          <p role="alert" className="text-red-700 dark:text-red-400" data-testid="download-no-space">
            Không đủ dung lượng trống để tải: cần {size(option.totalBytes)}, thiết bị còn trống {size(estimate.free)}. Hãy xóa bớt bài đã tải hoặc chọn chất lượng thấp hơn.
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
