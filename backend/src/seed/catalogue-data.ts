// The demo catalogue: what a visitor of a fresh install browses. Real course outlines in the
// academy's voice, so the pages read like a working marketplace rather than placeholders.

import type { CoverMotif } from './cover-art';

export interface DemoInstructor {
  key: 'tuan' | 'linh' | 'khang';
  email: string;
  name: string;
}

/** The first is the demo instructor login (demo-accounts.ts); the others are seeded alongside it. */
export const DEMO_INSTRUCTORS: DemoInstructor[] = [
  { key: 'tuan', email: 'giangvien@hocvienmarketing.vn', name: 'Nguyễn Minh Tuấn' },
  { key: 'linh', email: 'linh.pham@hocvienmarketing.vn', name: 'Phạm Thùy Linh' },
  { key: 'khang', email: 'khang.vo@hocvienmarketing.vn', name: 'Võ Duy Khang' },
];

export interface DemoCategory {
  name: string;
  description: string;
  /** Two colours of the cover gradient. */
  colors: [string, string];
  /** What its courses' covers draw, unless a course says otherwise. */
  motif: CoverMotif;
  isActive?: boolean;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { name: 'Facebook Ads', description: 'Quảng cáo Facebook và Instagram ra đơn, tối ưu chi phí.', colors: ['#1e3a8a', '#2563eb'], motif: 'ads' },
  { name: 'TikTok & Video ngắn', description: 'Xây kênh TikTok, video ngắn và TikTok Shop.', colors: ['#0f172a', '#db2777'], motif: 'video' },
  { name: 'SEO & Website', description: 'SEO, website bán hàng và tăng trưởng tự nhiên.', colors: ['#065f46', '#10b981'], motif: 'seo' },
  { name: 'Content Marketing', description: 'Viết nội dung, kể chuyện thương hiệu, email marketing.', colors: ['#7c2d12', '#f97316'], motif: 'megaphone' },
  { name: 'Thương mại điện tử', description: 'Bán hàng trên Shopee, Lazada, TikTok Shop.', colors: ['#581c87', '#a855f7'], motif: 'shop' },
  { name: 'AI cho Marketing', description: 'Ứng dụng ChatGPT và công cụ AI vào công việc marketing.', colors: ['#134e4a', '#0891b2'], motif: 'ai' },
  { name: 'Marketing offline', description: 'Sự kiện và marketing tại điểm bán (tạm ẩn).', colors: ['#334155', '#64748b'], motif: 'store', isActive: false },
];

export type DemoStatus = 'published' | 'pending' | 'draft' | 'rejected';

export interface DemoCourse {
  title: string;
  category: string;
  instructor: DemoInstructor['key'];
  level: 'beginner' | 'intermediate' | 'advanced';
  price: number;
  originalPrice?: number;
  status: DemoStatus;
  rejectionReason?: string;
  shortDescription: string;
  description: string;
  outcomes: string[];
  requirements: string[];
  /** The cover's drawing when the category's does not fit the course. */
  motif?: CoverMotif;
  /** [section title, lecture titles]; each lecture plays a video of its own slides (lecture-points.ts) and lasts as long. */
  sections: [string, string[]][];
  enrolledStudents: number;
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'Facebook Ads thực chiến từ A đến Z',
    category: 'Facebook Ads',
    instructor: 'tuan',
    level: 'beginner',
    price: 1_290_000,
    originalPrice: 2_490_000,
    status: 'published',
    shortDescription: 'Tự tay lên chiến dịch Facebook Ads ra đơn trong 14 ngày, kể cả khi bạn chưa từng chạy quảng cáo.',
    description:
      'Khóa học dẫn bạn đi từ việc tạo Trình quản lý quảng cáo, cài Pixel và Conversion API, đến lên chiến dịch chuyển đổi đầu tiên và đọc số liệu để tối ưu.\n\nMỗi bài là một thao tác thật trên tài khoản thật, kèm file mẫu và checklist để bạn làm theo ngay. Cuối khóa, bạn có một quy trình chạy quảng cáo có thể lặp lại cho mọi sản phẩm.',
    outcomes: ['Tự lên chiến dịch chuyển đổi ra đơn', 'Cài Pixel và Conversion API đúng chuẩn', 'Đọc số liệu và tối ưu chi phí mỗi đơn', 'Nhân ngân sách mà không vỡ hiệu quả'],
    requirements: ['Có tài khoản Facebook cá nhân', 'Có sản phẩm hoặc dịch vụ muốn bán'],
    sections: [
      ['Chương 1: Nền tảng quảng cáo Facebook', ['Tổng quan hệ sinh thái quảng cáo Meta', 'Tạo Business Manager và tài khoản quảng cáo', 'Cài Pixel và Conversion API']],
      [
        'Chương 2: Lên chiến dịch đầu tiên',
        ['Chọn mục tiêu chiến dịch đúng', 'Nhắm đối tượng: rộng, sở thích, tương tự', 'Viết nội dung quảng cáo khiến người xem dừng lại', 'Thiết kế hình ảnh và video quảng cáo'],
      ],
      ['Chương 3: Đọc số liệu và tối ưu', ['Các chỉ số cần theo dõi mỗi ngày', 'Khi nào tắt, khi nào giữ một nhóm quảng cáo', 'Thử nghiệm A/B có kiểm soát']],
      ['Chương 4: Nhân ngân sách', ['Tăng ngân sách theo chiều dọc và chiều ngang', 'Retargeting người đã xem và đã thêm giỏ hàng', 'Tổng kết và kế hoạch 30 ngày']],
    ],
    enrolledStudents: 1842,
  },
  {
    title: 'Tối ưu chuyển đổi Facebook Ads nâng cao',
    category: 'Facebook Ads',
    instructor: 'tuan',
    level: 'advanced',
    price: 2_490_000,
    originalPrice: 3_990_000,
    status: 'published',
    shortDescription: 'Cấu trúc tài khoản, Advantage+ và phân tích phễu để giảm 30% chi phí mỗi đơn hàng.',
    description:
      'Dành cho người đã chạy quảng cáo và muốn vượt qua giai đoạn "đốt tiền". Bạn học cách dựng cấu trúc tài khoản gọn, tận dụng Advantage+, đọc phễu chuyển đổi và sửa đúng chỗ nghẽn.\n\nKhóa học có 6 case study thật từ ngành mỹ phẩm, giáo dục và đồ gia dụng.',
    outcomes: ['Dựng cấu trúc tài khoản dễ tối ưu', 'Dùng Advantage+ Shopping đúng lúc', 'Phân tích phễu và sửa điểm nghẽn', 'Báo cáo hiệu quả cho sếp hoặc khách hàng'],
    requirements: ['Đã từng chạy Facebook Ads', 'Có tài khoản quảng cáo đang hoạt động'],
    sections: [
      ['Chương 1: Cấu trúc tài khoản', ['Vì sao tài khoản rối làm tăng chi phí', 'Mô hình 3 lớp: thử nghiệm, mở rộng, giữ chân']],
      ['Chương 2: Advantage+ và tự động hóa', ['Advantage+ Shopping hoạt động thế nào', 'Quy tắc tự động cho ngân sách và giá thầu', 'Sai lầm thường gặp khi giao hết cho máy']],
      ['Chương 3: Case study', ['Mỹ phẩm: giảm 34% chi phí mỗi đơn', 'Giáo dục: tăng 2 lần khách tiềm năng', 'Đồ gia dụng: mở rộng từ 5 triệu lên 50 triệu mỗi ngày']],
    ],
    enrolledStudents: 764,
  },
  {
    title: 'Xây kênh TikTok triệu view cho người mới',
    category: 'TikTok & Video ngắn',
    instructor: 'linh',
    level: 'beginner',
    price: 890_000,
    originalPrice: 1_490_000,
    status: 'published',
    shortDescription: 'Công thức kịch bản 15 giây, quay dựng bằng điện thoại và lịch đăng 30 ngày để kênh tăng trưởng đều.',
    description:
      'Bạn không cần thiết bị đắt tiền hay gương mặt nổi tiếng. Khóa học chỉ cho bạn cách chọn ngách, viết kịch bản móc câu trong 3 giây đầu, quay dựng bằng CapCut và đọc số liệu TikTok Studio để làm video sau tốt hơn video trước.',
    outcomes: ['Chọn ngách và định vị kênh', 'Viết kịch bản móc câu 3 giây đầu', 'Quay dựng video bằng điện thoại và CapCut', 'Lên lịch đăng và đọc số liệu kênh'],
    requirements: ['Điện thoại có camera', 'Mỗi ngày dành 1 giờ để thực hành'],
    sections: [
      ['Chương 1: Định vị kênh', ['Chọn ngách bạn có thể làm lâu dài', 'Nghiên cứu 10 kênh đối thủ trong 1 giờ']],
      ['Chương 2: Kịch bản và quay dựng', ['Công thức kịch bản 15 giây', 'Ánh sáng và âm thanh với điện thoại', 'Dựng video nhanh bằng CapCut', 'Phụ đề, nhạc nền và xu hướng']],
      ['Chương 3: Tăng trưởng', ['Lịch đăng 30 ngày', 'Đọc số liệu TikTok Studio', 'Livestream lần đầu không run']],
    ],
    enrolledStudents: 2315,
  },
  {
    title: 'TikTok Shop: bán hàng qua video và livestream',
    motif: 'shop',
    category: 'TikTok & Video ngắn',
    instructor: 'linh',
    level: 'intermediate',
    price: 1_490_000,
    originalPrice: 2_290_000,
    status: 'published',
    shortDescription: 'Mở gian hàng, gắn giỏ hàng vào video, hợp tác KOC và chạy livestream ra đơn đều mỗi ngày.',
    description: 'Từ thủ tục mở TikTok Shop đến vận hành đơn hàng, khóa học tập trung vào ba động cơ doanh thu: video gắn giỏ, livestream và mạng lưới KOC tiếp thị liên kết.',
    outcomes: ['Mở và cài đặt TikTok Shop đúng quy định', 'Làm video gắn giỏ hàng ra đơn', 'Kịch bản livestream 2 giờ', 'Tuyển và quản lý KOC'],
    requirements: ['Có sản phẩm được phép bán trên TikTok Shop'],
    sections: [
      ['Chương 1: Mở gian hàng', ['Thủ tục và giấy tờ cần chuẩn bị', 'Cài đặt vận chuyển và chính sách đổi trả']],
      ['Chương 2: Video và livestream', ['Video gắn giỏ: 5 mẫu kịch bản', 'Chuẩn bị một phiên livestream', 'Chốt đơn trên livestream']],
      ['Chương 3: KOC và quảng cáo', ['Tìm và hợp tác KOC', 'Quảng cáo GMV Max cơ bản', 'Đọc báo cáo doanh thu']],
    ],
    enrolledStudents: 1289,
  },
  {
    title: 'SEO website lên top Google bền vững',
    category: 'SEO & Website',
    instructor: 'khang',
    level: 'intermediate',
    price: 1_590_000,
    originalPrice: 2_590_000,
    status: 'published',
    shortDescription: 'Nghiên cứu từ khóa, tối ưu onpage, kỹ thuật và xây dựng liên kết theo đúng hướng dẫn của Google.',
    description:
      'Khóa học đi từ nghiên cứu ý định tìm kiếm, lập bản đồ nội dung, tối ưu onpage đến SEO kỹ thuật (Core Web Vitals, dữ liệu có cấu trúc) và xây dựng liên kết sạch. Bạn thực hành trên chính website của mình.',
    outcomes: ['Nghiên cứu từ khóa theo ý định tìm kiếm', 'Lập bản đồ nội dung cho cả website', 'Tối ưu onpage và dữ liệu có cấu trúc', 'Xây liên kết an toàn'],
    requirements: ['Có một website (WordPress hoặc bất kỳ nền tảng nào)'],
    sections: [
      ['Chương 1: Từ khóa và nội dung', ['Ý định tìm kiếm là gì', 'Công cụ nghiên cứu từ khóa miễn phí', 'Lập bản đồ nội dung']],
      ['Chương 2: Onpage và kỹ thuật', ['Tiêu đề, mô tả và cấu trúc bài viết', 'Core Web Vitals cho người không phải lập trình viên', 'Dữ liệu có cấu trúc (schema)']],
      ['Chương 3: Liên kết và đo lường', ['Liên kết nội bộ', 'Xây liên kết bên ngoài an toàn', 'Search Console và báo cáo hằng tháng']],
    ],
    enrolledStudents: 968,
  },
  {
    title: 'Website bán hàng không cần code với WordPress',
    motif: 'design',
    category: 'SEO & Website',
    instructor: 'khang',
    level: 'beginner',
    price: 690_000,
    originalPrice: 1_190_000,
    status: 'published',
    shortDescription: 'Tự dựng website bán hàng chuẩn SEO, có giỏ hàng và thanh toán chuyển khoản trong một cuối tuần.',
    description: 'Bạn sẽ chọn tên miền và hosting, cài WordPress, dựng giao diện bằng trình kéo thả, thêm sản phẩm, cài giỏ hàng và nhận thanh toán chuyển khoản qua mã QR.',
    outcomes: ['Cài và cấu hình WordPress', 'Dựng trang chủ và trang sản phẩm', 'Cài giỏ hàng và thanh toán', 'Bảo mật và sao lưu website'],
    requirements: ['Máy tính có kết nối Internet'],
    sections: [
      ['Chương 1: Chuẩn bị', ['Chọn tên miền và hosting', 'Cài WordPress trong 10 phút']],
      ['Chương 2: Dựng website', ['Chọn giao diện và trình kéo thả', 'Trang chủ bán hàng', 'Trang sản phẩm thuyết phục']],
      ['Chương 3: Bán hàng', ['Giỏ hàng và thanh toán chuyển khoản', 'Bảo mật và sao lưu', 'Checklist trước khi ra mắt']],
    ],
    enrolledStudents: 1436,
  },
  {
    title: 'Copywriting bán hàng: viết chữ ra tiền',
    category: 'Content Marketing',
    instructor: 'linh',
    level: 'beginner',
    price: 790_000,
    originalPrice: 1_290_000,
    status: 'published',
    shortDescription: '12 công thức viết quảng cáo, trang bán hàng và tin nhắn chốt đơn, kèm 100 mẫu tiêu đề.',
    description:
      'Copywriting không phải năng khiếu mà là kỹ năng. Khóa học đưa cho bạn các công thức AIDA, PAS, 4U cùng bài tập sửa bài thật, để mỗi dòng chữ đều đưa khách tiến gần hơn tới quyết định mua.',
    outcomes: ['Hiểu tâm lý người mua', 'Viết tiêu đề và câu mở đầu cuốn hút', 'Viết trang bán hàng hoàn chỉnh', 'Viết tin nhắn chốt đơn'],
    requirements: ['Không cần kinh nghiệm'],
    sections: [
      ['Chương 1: Tâm lý người mua', ['Khách hàng mua vì điều gì', 'Chân dung khách hàng trong 1 trang']],
      ['Chương 2: Công thức viết', ['AIDA, PAS và 4U', '100 mẫu tiêu đề', 'Viết lời kêu gọi hành động']],
      ['Chương 3: Thực hành', ['Viết bài quảng cáo Facebook', 'Viết trang bán hàng', 'Kịch bản tin nhắn chốt đơn']],
    ],
    enrolledStudents: 1720,
  },
  {
    title: 'Email marketing tự động cho doanh nghiệp nhỏ',
    motif: 'writing',
    category: 'Content Marketing',
    instructor: 'khang',
    level: 'intermediate',
    price: 990_000,
    status: 'published',
    shortDescription: 'Xây danh sách, chuỗi email chào mừng và chăm sóc tự động để khách quay lại mua lần hai.',
    description:
      'Email vẫn là kênh có lợi nhuận trên chi phí cao nhất. Bạn học cách xây danh sách hợp lệ, viết chuỗi email tự động, phân nhóm khách hàng và đo lường tỉ lệ mở, nhấp và doanh thu.',
    outcomes: ['Xây danh sách email hợp lệ', 'Chuỗi email chào mừng 5 ngày', 'Phân nhóm và cá nhân hóa', 'Đo doanh thu từ email'],
    requirements: ['Có website hoặc trang đích để thu email'],
    sections: [
      ['Chương 1: Danh sách', ['Thu email hợp lệ và đúng luật', 'Quà tặng đổi email']],
      ['Chương 2: Tự động hóa', ['Chuỗi chào mừng', 'Chuỗi giỏ hàng bị bỏ quên', 'Chuỗi chăm sóc sau mua']],
      ['Chương 3: Đo lường', ['Tỉ lệ mở và nhấp', 'Tránh vào hộp thư rác']],
    ],
    enrolledStudents: 512,
  },
  {
    title: 'Bán hàng Shopee từ 0 đến 100 đơn mỗi ngày',
    category: 'Thương mại điện tử',
    instructor: 'tuan',
    level: 'beginner',
    price: 1_190_000,
    originalPrice: 1_990_000,
    status: 'published',
    shortDescription: 'Chọn sản phẩm, tối ưu gian hàng, chạy quảng cáo Shopee và tham gia chương trình khuyến mãi đúng cách.',
    description:
      'Khóa học chia sẻ quy trình mà nhiều nhà bán đã dùng để đi từ đơn đầu tiên tới 100 đơn mỗi ngày: chọn sản phẩm có biên lợi nhuận, tối ưu tiêu đề và hình ảnh, quảng cáo tìm kiếm và vận hành kho.',
    outcomes: ['Chọn sản phẩm có lợi nhuận', 'Tối ưu tiêu đề và hình ảnh sản phẩm', 'Chạy quảng cáo Shopee', 'Vận hành đơn hàng và kho'],
    requirements: ['Có nguồn hàng hoặc ý tưởng sản phẩm'],
    sections: [
      ['Chương 1: Sản phẩm và gian hàng', ['Chọn sản phẩm có biên lợi nhuận', 'Tối ưu tiêu đề và hình ảnh']],
      ['Chương 2: Kéo đơn', ['Quảng cáo tìm kiếm Shopee', 'Flash sale và mã giảm giá', 'Đánh giá và phản hồi khách']],
      ['Chương 3: Vận hành', ['Quản lý kho và đóng gói', 'Tính lãi lỗ mỗi đơn']],
    ],
    enrolledStudents: 2104,
  },
  {
    title: 'ChatGPT cho dân marketing',
    category: 'AI cho Marketing',
    instructor: 'khang',
    level: 'beginner',
    price: 590_000,
    originalPrice: 990_000,
    status: 'published',
    shortDescription: 'Viết prompt để lên ý tưởng, viết nội dung, nghiên cứu khách hàng và phân tích số liệu nhanh gấp 5 lần.',
    description:
      'Khóa học tập trung vào công việc thật của người làm marketing: lên kế hoạch nội dung tháng, viết bài quảng cáo, tóm tắt phản hồi khách hàng và đọc bảng số liệu, tất cả với các prompt mẫu bạn có thể dùng ngay.',
    outcomes: ['Viết prompt rõ ràng cho từng việc', 'Lên kế hoạch nội dung tháng trong 30 phút', 'Nghiên cứu khách hàng bằng AI', 'Kiểm tra và chỉnh sửa nội dung do AI viết'],
    requirements: ['Có tài khoản ChatGPT (bản miễn phí là đủ)'],
    sections: [
      ['Chương 1: Viết prompt', ['Cấu trúc một prompt tốt', 'Cho AI vai trò và bối cảnh']],
      ['Chương 2: Ứng dụng', ['Kế hoạch nội dung tháng', 'Viết quảng cáo và email', 'Nghiên cứu khách hàng']],
      ['Chương 3: Dùng có trách nhiệm', ['Kiểm chứng thông tin', 'Bảo mật dữ liệu khách hàng']],
    ],
    enrolledStudents: 3012,
  },
  {
    title: 'Làm video quảng cáo bằng AI',
    motif: 'video',
    category: 'AI cho Marketing',
    instructor: 'linh',
    level: 'intermediate',
    price: 1_290_000,
    status: 'published',
    shortDescription: 'Tạo video sản phẩm, giọng đọc và nhân vật ảo bằng công cụ AI, tiết kiệm 80% chi phí sản xuất.',
    description:
      'Bạn học quy trình sản xuất video quảng cáo với AI: viết kịch bản, tạo hình ảnh và cảnh quay, lồng tiếng tiếng Việt tự nhiên, dựng và xuất bản cho Facebook, TikTok và YouTube Shorts.',
    outcomes: ['Viết kịch bản video với AI', 'Tạo cảnh quay và nhân vật ảo', 'Lồng tiếng tiếng Việt tự nhiên', 'Dựng và xuất bản đa nền tảng'],
    requirements: ['Máy tính có kết nối Internet ổn định'],
    sections: [
      ['Chương 1: Kịch bản và hình ảnh', ['Kịch bản video bán hàng với AI', 'Tạo hình ảnh sản phẩm']],
      ['Chương 2: Video và giọng đọc', ['Tạo cảnh quay bằng AI', 'Lồng tiếng tiếng Việt', 'Dựng video hoàn chỉnh']],
    ],
    enrolledStudents: 877,
  },
  {
    title: 'Xây dựng thương hiệu cá nhân trên mạng xã hội',
    motif: 'chat',
    category: 'Content Marketing',
    instructor: 'tuan',
    level: 'beginner',
    price: 0,
    status: 'published',
    shortDescription: 'Khóa học miễn phí: định vị bản thân, chọn kênh và lên lịch nội dung để được nhớ tới trong lĩnh vực của bạn.',
    description: 'Khóa học nhập môn miễn phí của Học viện Marketing. Bạn xác định thế mạnh, chọn một kênh chính và lên lịch nội dung 4 tuần đầu tiên.',
    outcomes: ['Xác định thế mạnh và thông điệp', 'Chọn kênh phù hợp', 'Lịch nội dung 4 tuần'],
    requirements: ['Không cần kinh nghiệm'],
    sections: [
      ['Chương 1: Định vị', ['Bạn muốn được nhớ tới vì điều gì', 'Thông điệp một câu']],
      ['Chương 2: Nội dung', ['Chọn kênh chính', 'Lịch nội dung 4 tuần']],
    ],
    enrolledStudents: 5240,
  },
  {
    title: 'Google Ads tìm kiếm cho doanh nghiệp dịch vụ',
    motif: 'ads',
    category: 'SEO & Website',
    instructor: 'khang',
    level: 'intermediate',
    price: 1_390_000,
    status: 'pending',
    shortDescription: 'Chạy quảng cáo tìm kiếm Google để có cuộc gọi từ khách hàng đang cần dịch vụ của bạn.',
    description: 'Từ khóa, mẫu quảng cáo, trang đích và đo lường cuộc gọi cho doanh nghiệp dịch vụ địa phương.',
    outcomes: ['Chọn từ khóa có ý định mua', 'Viết mẫu quảng cáo tìm kiếm', 'Đo cuộc gọi và biểu mẫu'],
    requirements: ['Có website hoặc trang đích'],
    sections: [
      ['Chương 1: Từ khóa', ['Từ khóa có ý định mua', 'Từ khóa phủ định']],
      ['Chương 2: Quảng cáo', ['Mẫu quảng cáo tìm kiếm', 'Đo lường chuyển đổi']],
    ],
    enrolledStudents: 0,
  },
  {
    title: 'Livestream bán hàng chuyên nghiệp',
    motif: 'video',
    category: 'Thương mại điện tử',
    instructor: 'linh',
    level: 'intermediate',
    price: 1_090_000,
    status: 'pending',
    shortDescription: 'Setup phòng live, kịch bản 2 giờ và đội ngũ hỗ trợ để mỗi phiên live đều ra đơn.',
    description: 'Thiết bị, kịch bản, kỹ năng dẫn dắt và vận hành đơn hàng trong và sau livestream.',
    outcomes: ['Setup phòng livestream', 'Kịch bản 2 giờ', 'Chốt đơn trên live'],
    requirements: ['Có sản phẩm để bán'],
    sections: [['Chương 1: Chuẩn bị', ['Thiết bị cần có', 'Kịch bản phiên live']]],
    enrolledStudents: 0,
  },
  {
    title: 'Zalo OA và Zalo Ads cho cửa hàng',
    motif: 'chat',
    category: 'Facebook Ads',
    instructor: 'tuan',
    level: 'beginner',
    price: 790_000,
    status: 'draft',
    shortDescription: 'Chăm sóc khách bằng Zalo OA và chạy Zalo Ads cho cửa hàng địa phương.',
    description: 'Bản nháp: nội dung đang được hoàn thiện.',
    outcomes: ['Tạo và xác thực Zalo OA'],
    requirements: [],
    sections: [['Chương 1: Zalo OA', ['Tạo Zalo OA']]],
    enrolledStudents: 0,
  },
  {
    title: 'Marketing cho quán cà phê',
    motif: 'store',
    category: 'Content Marketing',
    instructor: 'khang',
    level: 'beginner',
    price: 490_000,
    status: 'rejected',
    rejectionReason: 'Video chương 2 chưa có âm thanh và phần mô tả còn thiếu kết quả đạt được. Vui lòng bổ sung rồi gửi duyệt lại.',
    shortDescription: 'Thu hút khách địa phương bằng Google Maps, Facebook và chương trình khách hàng thân thiết.',
    description: 'Google Maps, nội dung mạng xã hội và chương trình thẻ tích điểm cho quán nhỏ.',
    outcomes: ['Tối ưu Google Maps'],
    requirements: [],
    sections: [['Chương 1: Khách địa phương', ['Google Maps cho quán', 'Thẻ tích điểm']]],
    enrolledStudents: 0,
  },
];

export interface DemoTool {
  name: string;
  slug?: string;
  shortDescription: string;
  description: string;
  colors: [string, string];
  motif: CoverMotif;
  plans: { name: string; price: number; durationDays: number; features: string[] }[];
  /** How buyers receive it (docs/tools.md): `keys` licence keys in the pool, a download, or a hosted account. */
  delivery:
    | { method: 'licence_key'; keys: number; keyPrefix: string; instructions: string }
    | { method: 'download'; fileName: string; instructions: string }
    | { method: 'hosted_account'; accessUrl: string; instructions: string };
}

export const DEMO_TOOLS: DemoTool[] = [
  {
    name: 'Phần mềm làm video AI Veo3 Max Ultra',
    slug: 'phan-mem-lam-video-ai-veo3-max-ultra',
    shortDescription: 'Tạo video quảng cáo 8 giây chất lượng điện ảnh từ một câu mô tả, có lồng tiếng tiếng Việt.',
    description:
      'Veo3 Max Ultra biến mô tả của bạn thành video sản phẩm, video giới thiệu dịch vụ hay cảnh quay quảng cáo trong vài phút. Hỗ trợ giọng đọc tiếng Việt, xuất 9:16 cho TikTok và 16:9 cho YouTube.',
    colors: ['#111827', '#7c3aed'],
    motif: 'video',
    plans: [
      { name: 'Gói tháng', price: 390_000, durationDays: 30, features: ['200 video mỗi tháng', 'Xuất 1080p', 'Giọng đọc tiếng Việt'] },
      { name: 'Gói quý', price: 990_000, durationDays: 90, features: ['700 video', 'Xuất 4K', 'Ưu tiên xử lý'] },
      { name: 'Gói năm', price: 2_990_000, durationDays: 365, features: ['Không giới hạn video', 'Xuất 4K', 'Hỗ trợ 1-1'] },
    ],
    delivery: {
      method: 'licence_key',
      keys: 60,
      keyPrefix: 'VEO3',
      instructions: 'Tải Veo3 Max Ultra cho Windows hoặc macOS, mở phần mềm, chọn "Kích hoạt bản quyền" rồi dán mã bên dưới. Mỗi mã dùng cho một máy.',
    },
  },
  {
    name: 'Trợ lý viết nội dung AI',
    shortDescription: 'Viết bài quảng cáo, mô tả sản phẩm và kịch bản video theo giọng thương hiệu của bạn.',
    description: 'Lưu giọng văn thương hiệu một lần, rồi tạo hàng trăm nội dung nhất quán cho Facebook, website và sàn thương mại điện tử.',
    colors: ['#0f766e', '#22d3ee'],
    motif: 'writing',
    plans: [
      { name: 'Cá nhân', price: 199_000, durationDays: 30, features: ['50.000 từ mỗi tháng', '1 giọng thương hiệu'] },
      { name: 'Doanh nghiệp', price: 1_490_000, durationDays: 180, features: ['Không giới hạn từ', '5 giọng thương hiệu', '3 thành viên'] },
    ],
    delivery: {
      method: 'hosted_account',
      accessUrl: 'https://hocvienmarketing.vn/ung-dung/tro-ly-viet',
      instructions: 'Đăng nhập bằng tài khoản bên dưới, vào "Giọng thương hiệu" để lưu giọng văn của bạn trước khi tạo nội dung.',
    },
  },
  {
    name: 'Công cụ quản lý Fanpage đa kênh',
    shortDescription: 'Trả lời bình luận, tin nhắn Facebook, Instagram và Zalo trên một màn hình, ẩn số điện thoại tự động.',
    description: 'Gom hội thoại từ nhiều fanpage, gắn nhãn khách hàng, trả lời nhanh bằng mẫu câu và tự động ẩn bình luận chứa số điện thoại.',
    colors: ['#1d4ed8', '#38bdf8'],
    motif: 'chat',
    plans: [
      { name: 'Gói 3 tháng', price: 450_000, durationDays: 90, features: ['5 fanpage', 'Ẩn bình luận tự động'] },
      { name: 'Gói năm', price: 1_490_000, durationDays: 365, features: ['20 fanpage', 'Chatbot kịch bản', 'Báo cáo nhân viên'] },
    ],
    delivery: {
      method: 'hosted_account',
      accessUrl: 'https://hocvienmarketing.vn/ung-dung/fanpage',
      instructions: 'Đăng nhập, chọn "Kết nối trang" và cấp quyền cho các fanpage bạn quản lý.',
    },
  },
  {
    name: 'Phần mềm nghiên cứu từ khóa SEO',
    shortDescription: 'Tìm từ khóa tiếng Việt có lượng tìm kiếm, độ khó và gợi ý cụm chủ đề cho website.',
    description: 'Dữ liệu từ khóa tiếng Việt cập nhật hằng tháng, gom nhóm từ khóa theo ý định tìm kiếm và theo dõi thứ hạng hằng ngày.',
    colors: ['#166534', '#84cc16'],
    motif: 'seo',
    plans: [
      { name: 'Cơ bản', price: 299_000, durationDays: 30, features: ['500 lượt tra cứu', 'Theo dõi 100 từ khóa'] },
      { name: 'Chuyên nghiệp', price: 790_000, durationDays: 30, features: ['Không giới hạn tra cứu', 'Theo dõi 1.000 từ khóa'] },
    ],
    delivery: { method: 'licence_key', keys: 40, keyPrefix: 'SEOVN', instructions: 'Mở tiện ích trên Chrome, chọn "Nhập mã bản quyền" và dán mã bên dưới.' },
  },
  {
    name: 'Phần mềm đăng bài tự động',
    shortDescription: 'Lên lịch đăng bài cho hàng chục fanpage, nhóm và trang cá nhân từ một bảng điều khiển.',
    description: 'Soạn một lần, đăng lên nhiều kênh theo lịch, tự đổi nội dung để tránh trùng lặp và báo cáo tương tác từng bài.',
    colors: ['#9a3412', '#fb923c'],
    motif: 'calendar',
    plans: [
      { name: 'Gói tháng', price: 250_000, durationDays: 30, features: ['10 kênh', 'Lịch đăng không giới hạn'] },
      { name: 'Gói năm', price: 1_990_000, durationDays: 365, features: ['50 kênh', 'Đổi nội dung tự động'] },
    ],
    delivery: {
      method: 'download',
      fileName: 'dang-bai-tu-dong-huong-dan-cai-dat.txt',
      instructions: 'Tải tệp hướng dẫn, làm theo các bước để cài đặt trên máy Windows 10 trở lên, rồi đăng nhập bằng email mua hàng.',
    },
  },
  {
    name: 'Bộ thiết kế ảnh quảng cáo Canva Pro Team',
    shortDescription: 'Tài khoản thiết kế đầy đủ tính năng cùng 500 mẫu ảnh quảng cáo bán hàng do học viện biên soạn.',
    description: 'Dùng chung thư viện thương hiệu cho cả đội, xóa nền một chạm, đổi kích thước cho mọi nền tảng và 500 mẫu quảng cáo đã kiểm chứng.',
    colors: ['#6d28d9', '#ec4899'],
    motif: 'design',
    plans: [
      { name: 'Gói 6 tháng', price: 350_000, durationDays: 180, features: ['Đầy đủ tính năng Pro', '500 mẫu quảng cáo'] },
      { name: 'Gói năm', price: 590_000, durationDays: 365, features: ['Đầy đủ tính năng Pro', '500 mẫu quảng cáo', 'Cập nhật mẫu mới hằng tháng'] },
    ],
    delivery: {
      method: 'hosted_account',
      accessUrl: 'https://www.canva.com/login',
      instructions: 'Chúng tôi mời email của bạn vào nhóm Canva Pro của học viện; mở thư mời hoặc đăng nhập Canva bằng email bên dưới.',
    },
  },
];

export const DEMO_CONTACTS = [
  {
    name: 'Đỗ Minh Khoa',
    email: 'khoa.do@example.vn',
    phone: '0912345670',
    message: 'Tôi muốn mua khóa Facebook Ads cho cả đội 5 người, học viện có giá cho doanh nghiệp không?',
    status: 'new' as const,
  },
  {
    name: 'Lê Thị Hạnh',
    email: 'hanh.le@example.vn',
    phone: null,
    message: 'Mình chuyển khoản rồi nhưng chưa thấy khóa học, nhờ học viện kiểm tra giúp.',
    status: 'in_progress' as const,
  },
  {
    name: 'Trần Quốc Việt',
    email: 'viet.tran@example.vn',
    phone: '0987000111',
    message: 'Cho mình hỏi khóa TikTok Shop có cập nhật chính sách mới không ạ?',
    status: 'resolved' as const,
  },
];

/** The partner services of the header and mobile menu, and the partner credited in the footer (SPEC §2); admins change them in /admin/partner-links. */
export const DEMO_PARTNERS = {
  partnerLinks: [
    { label: 'Thiết kế website', url: 'https://hocvienmarketing.vn/doi-tac/thiet-ke-website' },
    { label: 'Đăng ký tên miền', url: 'https://hocvienmarketing.vn/doi-tac/ten-mien' },
    { label: 'Hosting tốc độ cao', url: 'https://hocvienmarketing.vn/doi-tac/hosting' },
    { label: 'Tăng traffic website', url: 'https://hocvienmarketing.vn/doi-tac/tang-traffic' },
    { label: 'Dịch vụ seeding', url: 'https://hocvienmarketing.vn/doi-tac/seeding' },
    { label: 'Kho nguyên liệu thô', url: 'https://hocvienmarketing.vn/doi-tac/nguyen-lieu' },
  ],
  footerPartner: { text: 'Công ty Giải pháp Số Việt – Thiết kế web chuyên nghiệp', url: 'https://hocvienmarketing.vn/doi-tac/giai-phap-so-viet' },
};
