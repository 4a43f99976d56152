export const HEADER_BANNERS = [
  {
    to: '/tools/phan-mem-lam-video-ai-veo3-max-ultra',
    text: 'Phần mềm làm video AI Veo3 Max Ultra – tạo video quảng cáo chuyên nghiệp chỉ trong vài phút',
  },
  { to: '/pro-gift', text: 'Quà tặng PRO dành riêng cho học viên mới – nhận ngay hôm nay' },
  { to: '/affiliate-landing', text: 'Tham gia Affiliate: hoa hồng trực tiếp 30% và hoa hồng đội nhóm 20%' },
  { to: '/affiliate-traning', text: 'Đào tạo Affiliate miễn phí: bí quyết bán khóa học online hiệu quả' },
] as const;

export const BANNER_INTERVAL_MS = 3000;

export const MAIN_NAV = [
  { to: '/', label: 'Trang chủ', end: true },
  { to: '/courses', label: 'Khóa học', end: false },
  { to: '/tools', label: 'Phần mềm', end: false },
  { to: '/affiliate-landing', label: 'Affiliate', end: false },
  { to: '/support', label: 'Hỗ trợ', end: false },
] as const;
