import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TabBar, tabPanelProps } from '../../../components/ui/TabBar';
import { AnnouncementsTab } from '../../announcements';
import { NotesTab, type NotesCourse } from '../../notes';
import { QuestionsTab, type LectureRef, type PlayerControls } from '../../questions';

type PlayerTab = 'overview' | 'questions' | 'notes' | 'announcements';

const TABS: readonly { id: PlayerTab; label: string }[] = [
  { id: 'overview', label: 'Tổng quan' },
  { id: 'questions', label: 'Hỏi đáp' },
  { id: 'notes', label: 'Ghi chú' },
  { id: 'announcements', label: 'Thông báo' },
];

/** The open tab is in the URL (?tab=…, or ?question=… for a question), so a notification's link opens it. */
export function playerTabOf(params: URLSearchParams): PlayerTab {
  const tab = params.get('tab');
  if (params.has('question') || tab === 'questions') return 'questions';
  return tab === 'notes' || tab === 'announcements' ? tab : 'overview';
}

type Props = { userId: string; courseId: string; course: NotesCourse; lecture: LectureRef; player: PlayerControls; overview: ReactNode };

/** Below the video: 'Tổng quan' (the lecture's own extras), 'Hỏi đáp', 'Ghi chú' and 'Thông báo'. */
export function PlayerTabs({ userId, courseId, course, lecture, player, overview }: Props) {
  const baseId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = playerTabOf(searchParams);
  const open = (tab: PlayerTab) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('question');
        next.delete('t');
        if (tab === 'overview') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <div className="mt-6">
      <TabBar tabs={TABS} active={active} onChange={open} baseId={baseId} label="Nội dung bài học" />
      <div {...tabPanelProps(baseId, active)} className="pt-4">
        {active === 'overview' ? overview : null}
        {active === 'questions' ? <QuestionsTab userId={userId} courseId={courseId} lecture={lecture} player={player} /> : null}
        {active === 'notes' ? <NotesTab userId={userId} courseId={courseId} course={course} lecture={lecture} player={player} /> : null}
        {active === 'announcements' ? <AnnouncementsTab userId={userId} courseId={courseId} /> : null}
      </div>
    </div>
  );
}
