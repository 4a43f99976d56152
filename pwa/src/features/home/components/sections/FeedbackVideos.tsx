import { useState } from 'react';
import { Icon } from '../../../../components/ui/Icon';
import { SectionHeading } from './SectionHeading';

export const FEEDBACKS = [
  { videoId: 'aqz-KE-bpKQ', name: 'Chị Lê Thu Hằng', job: 'Chủ shop mỹ phẩm, Hà Nội', quote: 'Sau 3 tuần học Facebook Ads, chi phí mỗi đơn của shop giảm gần một nửa.' },
  {
    videoId: 'ScMzIvxBSi4',
    name: 'Anh Phạm Quốc Bảo',
    job: 'Nhân viên marketing, TP.HCM',
    quote: 'Kịch bản video ngắn trong khóa TikTok giúp kênh công ty lần đầu vượt 1 triệu lượt xem.',
  },
  { videoId: 'LXb3EKWsInQ', name: 'Chị Võ Thị Thanh', job: 'Bán hàng Shopee, Đà Nẵng', quote: 'Mình đi từ 5 lên 80 đơn mỗi ngày nhờ quy trình tối ưu gian hàng trong khóa học.' },
];

/**
 * Student testimonials on video. Nothing loads from YouTube until the visitor presses play (a facade),
 * which keeps the home page fast and works offline.
 */
export function FeedbackVideos() {
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="feedback-title">
      <SectionHeading id="feedback-title" title="Học viên nói gì về Học viện" subtitle="Những câu chuyện thật từ người đã áp dụng vào công việc." />
      <ul className="grid gap-6 md:grid-cols-3">
        {FEEDBACKS.map((feedback) => (
          <li key={feedback.videoId} className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
            <div className="aspect-video bg-slate-900">
              {playing === feedback.videoId ? (
                <iframe
                  className="h-full w-full"
                  src={`https://www.youtube-nocookie.com/embed/${feedback.videoId}?autoplay=1`}
                  title={`Cảm nhận của ${feedback.name}`}
                  allow="autoplay; encrypted-media; picture-in-picture"
                  allowFullScreen
                />
              ) : (
                <button
                  type="button"
                  className="group flex h-full w-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-800 to-brand-600 text-white"
                  onClick={() => setPlaying(feedback.videoId)}
                  aria-label={`Xem video cảm nhận của ${feedback.name}`}
                >
                  <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg transition group-hover:scale-110">
                    <Icon name="play" className="h-6 w-6" />
                  </span>
                  <span className="text-sm font-medium">{feedback.name}</span>
                </button>
              )}
            </div>
            <figure className="p-5">
              <blockquote className="text-slate-700 dark:text-slate-300">“{feedback.quote}”</blockquote>
              <figcaption className="mt-3 text-sm">
                <span className="font-semibold text-slate-900 dark:text-white">{feedback.name}</span>
                <span className="text-slate-500 dark:text-slate-400"> · {feedback.job}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
