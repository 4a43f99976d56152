import type { ApiResponse } from '../../api/types';

export type HomeBlock = NonNullable<ApiResponse<'/api/page-contents/home', 'get'>['blocks']>[number];
export type HeroBlock = Extract<HomeBlock, { type: 'hero' }>;
export type FeaturedCoursesBlock = Extract<HomeBlock, { type: 'featured-courses' }>;
export type HomeBlockType = HomeBlock['type'];

/** SPEC §9: the home page asks for the first 30 public courses. */
export const HOME_COURSES_LIMIT = 30;

const DEFAULT_HERO: Omit<HeroBlock, 'id'> = {
  type: 'hero',
  badge: '10+ khóa học thực chiến',
  title: 'Học marketing thực chiến, làm chủ',
  typingPhrases: ['bán hàng online', 'quảng cáo Facebook', 'làm video bằng AI', 'xây dựng thương hiệu'],
  subtitle: 'Lộ trình rõ ràng từ con số 0, bài học ngắn gọn dễ áp dụng và giảng viên đồng hành trọn đời — để mỗi kiến thức bạn học hôm nay trở thành đơn hàng ngày mai.',
  ctaLabel: 'Đăng ký học miễn phí',
  imageUrl: null,
};

const DEFAULT_FEATURED_COURSES: Omit<FeaturedCoursesBlock, 'id'> = {
  type: 'featured-courses',
  title: 'Khóa học nổi bật',
  subtitle: 'Chọn một kỹ năng và bắt đầu ngay hôm nay, bài học thử miễn phí.',
  limit: HOME_COURSES_LIMIT,
};

/** What the home page shows until an admin publishes a layout in /admin/edit. */
export const DEFAULT_HOME_BLOCKS: HomeBlock[] = [
  { id: 'hero', ...DEFAULT_HERO },
  { id: 'featured-courses', ...DEFAULT_FEATURED_COURSES },
];

let counter = 0;

/** A new block of `type` with the default copy, ready to edit. */
export function newHomeBlock(type: HomeBlockType): HomeBlock {
  const id = `${type}-${Date.now().toString(36)}-${(counter += 1)}`;
  return type === 'hero' ? { id, ...DEFAULT_HERO, typingPhrases: [...DEFAULT_HERO.typingPhrases] } : { id, ...DEFAULT_FEATURED_COURSES };
}
