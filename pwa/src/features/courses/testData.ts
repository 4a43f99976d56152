import type { CourseCardData, CourseDetail } from './api/coursesApi';

export const courseCard: CourseCardData = {
  _id: 'c1',
  slug: 'facebook-ads',
  title: 'Quảng cáo Facebook từ A đến Z',
  shortDescription: 'Chạy quảng cáo hiệu quả',
  thumbnailUrl: 'https://cdn.example.vn/fb.webp',
  category: { name: 'Quảng cáo', slug: 'quang-cao' },
  level: 'intermediate',
  price: 1250000,
  originalPrice: 2000000,
  currency: 'VND',
  instructorName: 'Nguyễn Văn An',
  instructorAvatarUrl: null,
  duration: 8100,
  lessonsCount: 24,
  enrolledStudents: 120,
  rating: 4.75,
  reviewsCount: 18,
  publishedAt: '2026-01-01T00:00:00Z',
};

export const courseDetail: CourseDetail = {
  ...courseCard,
  status: 'published',
  description: 'Mô tả đầy đủ của khóa học',
  outcomes: ['Tự chạy chiến dịch'],
  requirements: ['Có tài khoản Facebook'],
  instructor: { name: 'Nguyễn Văn An', avatarUrl: null },
  courseThumbnail: null,
  seoThumbnail: null,
  isEnrolled: false,
  totalLectures: 2,
  updatedAt: '2026-01-01T00:00:00Z',
  curriculum: [
    {
      _id: 's1',
      title: 'Chương 1: Nhập môn',
      lectures: [
        { _id: 'l1', title: 'Giới thiệu', duration: 754, hasVideo: true, isFreePreview: true, thumbnailUrl: null, previewMediaId: 'm1', resources: [] },
        { _id: 'l2', title: 'Tạo tài khoản quảng cáo', duration: 600, hasVideo: true, isFreePreview: false, thumbnailUrl: null, previewMediaId: null, resources: [] },
      ],
    },
  ],
};
