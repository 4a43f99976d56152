export type FaqItem = { question: string; answer: string };

export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'Tôi có bắt buộc phải đăng ký tài khoản để học không?',
    answer:
      'Có. Bạn cần một tài khoản (hoàn toàn miễn phí) để vào học trong khu vực học tập: tài khoản giúp hệ thống lưu tiến độ, cấp quyền truy cập khóa học và gửi cho bạn tài liệu kèm theo. Riêng các bài học thử trên trang giới thiệu khóa học, bạn xem được ngay mà chưa cần đăng nhập.',
  },
  {
    question: 'Đăng ký có cần thẻ tín dụng hay thanh toán trước không?',
    answer:
      'Không. Bạn chỉ cần email và số điện thoại để tạo tài khoản, không cần thẻ tín dụng hay bất kỳ khoản thanh toán nào. Bạn chỉ trả phí khi tự chọn mua một khóa học trả phí.',
  },
  {
    question: 'Các bài học miễn phí có thật sự miễn phí không?',
    answer:
      'Thật sự miễn phí. Các bài học miễn phí là nội dung thực chiến đầy đủ, không bị cắt xén, không phát sinh phí ẩn. Bạn có thể học thử để cảm nhận chất lượng trước khi quyết định đầu tư vào khóa học trả phí.',
  },
  {
    question: 'Mua khóa học rồi, tôi có được giảng viên hỗ trợ không?',
    answer:
      'Có. Học viên đã mua khóa học được giảng viên hỗ trợ trọn đời: giải đáp thắc mắc trong quá trình học, góp ý khi bạn áp dụng vào công việc kinh doanh thực tế và cập nhật kiến thức mới khi khóa học được bổ sung.',
  },
  {
    question: 'Tôi có thể học trên điện thoại và khi mạng chập chờn không?',
    answer:
      'Được. Học viện Marketing là ứng dụng web có thể cài lên màn hình chính điện thoại hoặc máy tính. Tiến độ học được lưu ngay trên thiết bị và tự đồng bộ lên hệ thống khi có mạng trở lại, nên bạn không lo mất bài.',
  },
];
