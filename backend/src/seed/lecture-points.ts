// What each demo lecture covers, by lecture title (titles are unique in the demo catalogue): the
// slides of its video, so a lesson shows its own content rather than a stand-in card.

export const LECTURE_POINTS: Readonly<Record<string, readonly string[]>> = {
  // Facebook Ads thực chiến từ A đến Z
  'Tổng quan hệ sinh thái quảng cáo Meta': [
    'Facebook, Instagram, Messenger và Audience Network',
    'Một tài khoản quảng cáo chạy trên mọi nền tảng',
    'Đấu giá: giá thầu, chất lượng và tỉ lệ hành động',
  ],
  'Tạo Business Manager và tài khoản quảng cáo': [
    'Tạo Business Manager bằng email doanh nghiệp',
    'Thêm tài khoản quảng cáo, trang và người quản trị',
    'Bật xác thực hai lớp để tránh mất tài khoản',
  ],
  'Cài Pixel và Conversion API': ['Pixel ghi lại hành động của khách trên website', 'Conversion API gửi sự kiện từ máy chủ', 'Khử trùng lặp sự kiện bằng event_id'],
  'Chọn mục tiêu chiến dịch đúng': ['Nhận biết, lưu lượng, tương tác hay doanh số', 'Mục tiêu quyết định ai được xem quảng cáo', 'Bán hàng online: chọn mục tiêu Doanh số'],
  'Nhắm đối tượng: rộng, sở thích, tương tự': ['Đối tượng rộng để thuật toán tự tìm người mua', 'Sở thích phù hợp khi ngân sách còn nhỏ', 'Tệp tương tự từ danh sách khách đã mua'],
  'Viết nội dung quảng cáo khiến người xem dừng lại': ['Câu mở đầu nói đúng nỗi đau của khách', 'Lợi ích trước, tính năng sau', 'Một lời kêu gọi hành động rõ ràng'],
  'Thiết kế hình ảnh và video quảng cáo': ['3 giây đầu quyết định người xem ở lại', 'Ảnh thật, người thật dễ tạo niềm tin', 'Tỉ lệ 4:5 và 9:16 cho điện thoại'],
  'Các chỉ số cần theo dõi mỗi ngày': ['CPM, CTR và chi phí mỗi lượt nhấp', 'Tỉ lệ chuyển đổi và chi phí mỗi đơn', 'ROAS: doanh thu trên chi phí quảng cáo'],
  'Khi nào tắt, khi nào giữ một nhóm quảng cáo': ['Chờ đủ dữ liệu trước khi kết luận', 'Tắt khi chi phí mỗi đơn gấp đôi mục tiêu', 'Giữ nhóm đang ổn định, đừng sửa liên tục'],
  'Thử nghiệm A/B có kiểm soát': ['Mỗi lần chỉ thay đổi một yếu tố', 'Chia ngân sách đều cho các phiên bản', 'Chỉ kết luận khi đủ dữ liệu'],
  'Tăng ngân sách theo chiều dọc và chiều ngang': ['Chiều dọc: tăng 20% mỗi 2–3 ngày', 'Chiều ngang: nhân bản sang đối tượng mới', 'Theo dõi chi phí mỗi đơn sau mỗi lần tăng'],
  'Retargeting người đã xem và đã thêm giỏ hàng': [
    'Tệp người xem video và người đã vào website',
    'Nhắc người đã thêm giỏ hàng trong 7 ngày',
    'Ưu đãi riêng để chốt đơn còn dang dở',
  ],
  'Tổng kết và kế hoạch 30 ngày': ['Tuần 1: cài đặt và thử nghiệm nội dung', 'Tuần 2–3: giữ nhóm tốt, tắt nhóm kém', 'Tuần 4: nhân ngân sách và retargeting'],

  // Tối ưu chuyển đổi Facebook Ads nâng cao
  'Vì sao tài khoản rối làm tăng chi phí': ['Nhiều nhóm nhỏ tranh nhau cùng một đối tượng', 'Thuật toán thiếu dữ liệu để học', 'Khó biết đồng tiền nào đang sinh lời'],
  'Mô hình 3 lớp: thử nghiệm, mở rộng, giữ chân': [
    'Thử nghiệm: tìm nội dung và đối tượng thắng',
    'Mở rộng: dồn ngân sách cho nhóm thắng',
    'Giữ chân: chăm sóc khách đã biết thương hiệu',
  ],
  'Advantage+ Shopping hoạt động thế nào': [
    'Một chiến dịch tìm cả khách mới lẫn khách cũ',
    'Đưa vào nhiều mẫu quảng cáo để máy chọn',
    'Giới hạn ngân sách dành cho khách hiện tại',
  ],
  'Quy tắc tự động cho ngân sách và giá thầu': [
    'Tự tắt quảng cáo khi chi phí mỗi đơn vượt ngưỡng',
    'Tự tăng ngân sách cho nhóm có ROAS cao',
    'Nhận thông báo thay vì ngồi canh cả ngày',
  ],
  'Sai lầm thường gặp khi giao hết cho máy': ['Dữ liệu Pixel sai thì máy tối ưu sai', 'Nội dung kém thì thuật toán nào cũng thua', 'Vẫn cần người đặt mục tiêu và kiểm tra'],
  'Mỹ phẩm: giảm 34% chi phí mỗi đơn': ['Gộp 12 nhóm quảng cáo còn 3 nhóm', 'Video người dùng thật thay ảnh studio', 'Chi phí mỗi đơn từ 152.000 ₫ còn 100.000 ₫'],
  'Giáo dục: tăng 2 lần khách tiềm năng': ['Form tức thì với câu hỏi sàng lọc', 'Gọi lại khách trong 5 phút đầu', 'Khách tiềm năng mỗi tháng tăng gấp đôi'],
  'Đồ gia dụng: mở rộng từ 5 triệu lên 50 triệu mỗi ngày': [
    'Tăng ngân sách từng bước, giữ ROAS trên 3',
    'Nhân bản chiến dịch thắng sang tệp mới',
    'Chuẩn bị kho và chăm sóc khách trước khi tăng',
  ],

  // Xây kênh TikTok triệu view cho người mới
  'Chọn ngách bạn có thể làm lâu dài': ['Điều bạn biết, bạn thích và khán giả cần', 'Viết trước 30 ý tưởng video để thử sức', 'Ngách hẹp giúp kênh đến đúng người xem'],
  'Nghiên cứu 10 kênh đối thủ trong 1 giờ': ['Lọc 10 video nhiều lượt xem nhất mỗi kênh', 'Ghi lại câu mở đầu, độ dài và chủ đề', 'Tìm khoảng trống đối thủ chưa làm'],
  'Công thức kịch bản 15 giây': ['0–3 giây: câu móc gây tò mò', '3–12 giây: một ý chính duy nhất', '12–15 giây: mời theo dõi hoặc bình luận'],
  'Ánh sáng và âm thanh với điện thoại': ['Quay mặt về phía cửa sổ để có ánh sáng đẹp', 'Micro cài áo rõ tiếng hơn micro điện thoại', 'Lau ống kính trước mỗi lần quay'],
  'Dựng video nhanh bằng CapCut': ['Cắt bỏ khoảng lặng giữa các câu', 'Dùng mẫu có sẵn cho phần mở đầu', 'Xuất 1080p, 30 khung hình mỗi giây'],
  'Phụ đề, nhạc nền và xu hướng': ['Phụ đề tự động, sửa lại lỗi chính tả', 'Nhạc nền nhỏ hơn giọng nói', 'Bắt xu hướng trong 48 giờ đầu'],
  'Lịch đăng 30 ngày': ['Mỗi ngày một video vào khung giờ cố định', 'Xen kẽ video giá trị, giải trí và bán hàng', 'Quay sẵn trước một tuần'],
  'Đọc số liệu TikTok Studio': ['Tỉ lệ xem hết quan trọng hơn lượt thích', 'Xem người xem rời đi ở giây nào', 'Làm tiếp chủ đề được chia sẻ nhiều'],
  'Livestream lần đầu không run': ['Dàn ý 5 phần trên một tờ giấy', 'Nhờ bạn bè vào bình luận lúc đầu', 'Live 30 phút, đều đặn mỗi tuần'],

  // TikTok Shop: bán hàng qua video và livestream
  'Thủ tục và giấy tờ cần chuẩn bị': ['Căn cước hoặc giấy phép kinh doanh', 'Tài khoản ngân hàng đúng tên chủ shop', 'Giấy tờ chứng minh nguồn gốc sản phẩm'],
  'Cài đặt vận chuyển và chính sách đổi trả': ['Chọn đơn vị vận chuyển và kho lấy hàng', 'Chuẩn bị hàng không quá 2 ngày', 'Chính sách đổi trả rõ ràng tăng tỉ lệ mua'],
  'Video gắn giỏ: 5 mẫu kịch bản': ['Mở hộp, trước và sau, so sánh', 'Mẹo sử dụng và phản hồi của khách', 'Gắn giỏ hàng ngay trong video'],
  'Chuẩn bị một phiên livestream': ['Chọn 5–10 sản phẩm và giá ưu đãi', 'Kịch bản theo từng khung 15 phút', 'Thử âm thanh, ánh sáng và mạng trước giờ live'],
  'Chốt đơn trên livestream': ['Tạo khan hiếm: số lượng và thời gian', 'Gọi tên người bình luận để giữ chân', 'Ghim sản phẩm đang giới thiệu'],
  'Tìm và hợp tác KOC': ['Lọc KOC theo ngách và tỉ lệ tương tác', 'Gửi mẫu dùng thử kèm gợi ý nội dung', 'Trả hoa hồng theo đơn thay vì phí cố định'],
  'Quảng cáo GMV Max cơ bản': ['Một chiến dịch tối ưu tổng doanh thu shop', 'Đặt ROI mục tiêu theo biên lợi nhuận', 'Để chạy ổn định ít nhất 7 ngày'],
  'Đọc báo cáo doanh thu': ['Doanh thu theo nguồn: video, live, thẻ sản phẩm', 'Tỉ lệ hoàn, hủy và chi phí vận chuyển', 'Lợi nhuận thật sau phí sàn'],

  // SEO website lên top Google bền vững
  'Ý định tìm kiếm là gì': ['Tìm thông tin, so sánh hay mua hàng', 'Xem trang đầu Google để đoán ý định', 'Một trang cho một ý định chính'],
  'Công cụ nghiên cứu từ khóa miễn phí': ['Gợi ý của Google và mục Mọi người cũng hỏi', 'Keyword Planner và Search Console', 'Gom nhóm từ khóa cùng ý định'],
  'Lập bản đồ nội dung': ['Trang trụ cột cho mỗi chủ đề lớn', 'Bài vệ tinh trả lời từng câu hỏi nhỏ', 'Liên kết qua lại giữa trụ cột và vệ tinh'],
  'Tiêu đề, mô tả và cấu trúc bài viết': ['Tiêu đề dưới 60 ký tự, có từ khóa chính', 'Mô tả hấp dẫn để tăng tỉ lệ nhấp', 'H2, H3 rõ ràng, đoạn văn ngắn'],
  'Core Web Vitals cho người không phải lập trình viên': ['LCP: nội dung chính hiện trong 2,5 giây', 'INP: trang phản hồi nhanh khi bấm', 'CLS: bố cục không nhảy khi tải'],
  'Dữ liệu có cấu trúc (schema)': ['Schema giúp Google hiểu nội dung trang', 'Product, FAQ, Article và Breadcrumb', 'Kiểm tra bằng Rich Results Test'],
  'Liên kết nội bộ': ['Dẫn sức mạnh tới trang quan trọng', 'Chữ liên kết mô tả đúng trang đích', 'Không để trang nào mồ côi'],
  'Xây liên kết bên ngoài an toàn': ['Chất lượng quan trọng hơn số lượng', 'Bài viết khách mời và báo chí trong ngành', 'Tránh mua liên kết hàng loạt'],
  'Search Console và báo cáo hằng tháng': ['Hiển thị, lượt nhấp và vị trí trung bình', 'Tìm trang tụt hạng để cập nhật', 'Báo cáo một trang cho sếp hoặc khách'],

  // Website bán hàng không cần code với WordPress
  'Chọn tên miền và hosting': ['Tên miền ngắn, dễ nhớ, đuôi .vn hoặc .com', 'Hosting có máy chủ tại Việt Nam', 'Bật SSL miễn phí ngay từ đầu'],
  'Cài WordPress trong 10 phút': ['Cài một lần bấm từ bảng điều khiển hosting', 'Đặt mật khẩu quản trị mạnh', 'Chỉnh đường dẫn tĩnh và múi giờ'],
  'Chọn giao diện và trình kéo thả': ['Giao diện nhẹ, hỗ trợ tiếng Việt', 'Trình kéo thả dựng trang không cần code', 'Xem thử trên điện thoại trước khi chọn'],
  'Trang chủ bán hàng': ['Đầu trang: lời hứa và nút mua', 'Sản phẩm nổi bật và đánh giá của khách', 'Liên hệ và chính sách rõ ràng'],
  'Trang sản phẩm thuyết phục': ['Ảnh thật nhiều góc, video ngắn', 'Lợi ích, thông số và câu hỏi thường gặp', 'Nút mua luôn trong tầm mắt'],
  'Giỏ hàng và thanh toán chuyển khoản': ['Cài WooCommerce, đơn vị tiền VND', 'Thanh toán chuyển khoản kèm mã QR', 'Email xác nhận đơn tự động'],
  'Bảo mật và sao lưu': ['Cập nhật plugin và giao diện thường xuyên', 'Giới hạn số lần đăng nhập sai', 'Sao lưu tự động mỗi ngày ra nơi khác'],
  'Checklist trước khi ra mắt': ['Thử đặt một đơn từ đầu tới cuối', 'Kiểm tra tốc độ trên điện thoại', 'Gắn Google Analytics và Search Console'],

  // Copywriting bán hàng: viết chữ ra tiền
  'Khách hàng mua vì điều gì': ['Khách mua kết quả, không mua sản phẩm', 'Sợ mất mát mạnh hơn mong được thêm', 'Cảm xúc quyết định, lý trí biện minh'],
  'Chân dung khách hàng trong 1 trang': ['Họ là ai, làm gì, thu nhập bao nhiêu', 'Nỗi đau, mong muốn và lời phản đối', 'Những câu họ hay nói về vấn đề của mình'],
  'AIDA, PAS và 4U': ['AIDA: chú ý, thích thú, khao khát, hành động', 'PAS: vấn đề, khuấy động, giải pháp', '4U: hữu ích, khẩn cấp, độc đáo, cụ thể'],
  '100 mẫu tiêu đề': ['Tiêu đề có con số: 7 cách, 5 lỗi, 30 ngày', 'Tiêu đề câu hỏi chạm vào nỗi đau', 'Tiêu đề "làm thế nào" hứa một kết quả'],
  'Viết lời kêu gọi hành động': ['Động từ mạnh ở đầu câu', 'Nói rõ khách nhận được gì khi bấm', 'Một lý do để hành động ngay hôm nay'],
  'Viết bài quảng cáo Facebook': ['Hai dòng đầu hiện trước nút Xem thêm', 'Kể một câu chuyện ngắn của khách hàng', 'Kết thúc bằng một lời mời duy nhất'],
  'Viết trang bán hàng': ['Tiêu đề là lời hứa, rồi đến vấn đề của khách', 'Bằng chứng: đánh giá, số liệu, hình ảnh', 'Ưu đãi, bảo hành và nút mua lặp lại'],
  'Kịch bản tin nhắn chốt đơn': ['Trả lời trong 5 phút đầu', 'Hỏi nhu cầu trước khi báo giá', 'Đáp lời chê đắt bằng giá trị'],

  // Email marketing tự động cho doanh nghiệp nhỏ
  'Thu email hợp lệ và đúng luật': ['Chỉ gửi cho người đã đồng ý nhận thư', 'Xác nhận hai bước để lọc email sai', 'Luôn có liên kết hủy đăng ký'],
  'Quà tặng đổi email': ['Ebook, checklist hoặc mã giảm giá', 'Quà giải quyết một vấn đề nhỏ, cụ thể', 'Gửi quà ngay trong thư đầu tiên'],
  'Chuỗi chào mừng': ['Thư 1: gửi quà và giới thiệu bản thân', 'Thư 2–3: chia sẻ giá trị, kể câu chuyện', 'Thư 4–5: giới thiệu sản phẩm và ưu đãi'],
  'Chuỗi giỏ hàng bị bỏ quên': ['Thư nhắc sau 1 giờ', 'Sau 1 ngày: giải đáp điều khách còn băn khoăn', 'Sau 3 ngày: một ưu đãi nhỏ'],
  'Chuỗi chăm sóc sau mua': ['Cảm ơn và hướng dẫn sử dụng', 'Xin đánh giá sau 7 ngày', 'Gợi ý sản phẩm dùng kèm'],
  'Tỉ lệ mở và nhấp': ['Tiêu đề thư quyết định tỉ lệ mở', 'Một thư, một nút bấm chính', 'So sánh theo từng nhóm, không so trung bình'],
  'Tránh vào hộp thư rác': ['Xác thực tên miền: SPF, DKIM, DMARC', 'Bỏ địa chỉ không mở thư trong 90 ngày', 'Tránh tiêu đề viết hoa và dấu chấm than'],

  // Bán hàng Shopee từ 0 đến 100 đơn mỗi ngày
  'Chọn sản phẩm có biên lợi nhuận': ['Giá bán gấp 3 lần giá vốn', 'Trừ phí sàn, vận chuyển và quảng cáo', 'Sản phẩm nhẹ, khó vỡ, dễ đóng gói'],
  'Tối ưu tiêu đề và hình ảnh': ['Tiêu đề: từ khóa chính, thương hiệu, đặc điểm', 'Ảnh bìa nền trắng, sản phẩm chiếm 70%', 'Video ngắn giới thiệu sản phẩm'],
  'Quảng cáo tìm kiếm Shopee': ['Chọn từ khóa khách thật sự gõ', 'Giá thầu theo lợi nhuận mỗi đơn', 'Tắt từ khóa tốn tiền mà không ra đơn'],
  'Flash sale và mã giảm giá': ['Đăng ký flash sale của sàn trước 2 tuần', 'Mã giảm giá của shop cho đơn tối thiểu', 'Combo để tăng giá trị mỗi đơn'],
  'Đánh giá và phản hồi khách': ['Xin đánh giá kèm ảnh bằng thiệp cảm ơn', 'Trả lời đánh giá xấu trong 24 giờ', 'Tỉ lệ phản hồi tin nhắn trên 90%'],
  'Quản lý kho và đóng gói': ['Đếm tồn kho mỗi tuần', 'Đóng gói chống sốc, dán mã đơn rõ ràng', 'Quay video đóng gói để xử lý khiếu nại'],
  'Tính lãi lỗ mỗi đơn': ['Giá bán trừ giá vốn và phí sàn', 'Trừ quảng cáo, đóng gói và hàng hoàn', 'Biết đơn nào lãi, đơn nào lỗ'],

  // ChatGPT cho dân marketing
  'Cấu trúc một prompt tốt': ['Vai trò, bối cảnh, nhiệm vụ, định dạng', 'Cho ví dụ về kết quả mong muốn', 'Bảo AI hỏi lại khi thiếu thông tin'],
  'Cho AI vai trò và bối cảnh': ['"Bạn là chuyên gia quảng cáo 10 năm"', 'Mô tả sản phẩm, khách hàng và giọng văn', 'Lưu bối cảnh để dùng lại mỗi lần'],
  'Kế hoạch nội dung tháng': ['Chủ đề cho từng tuần trong tháng', 'Mỗi chủ đề ra 5 dạng bài đăng', 'Xuất thành bảng để cả nhóm làm theo'],
  'Viết quảng cáo và email': ['Yêu cầu 10 phiên bản tiêu đề', 'Viết theo công thức AIDA hoặc PAS', 'Người thật sửa lại giọng văn thương hiệu'],
  'Nghiên cứu khách hàng': ['Tóm tắt đánh giá và bình luận của khách', 'Liệt kê nỗi đau và lời phản đối', 'Phác thảo chân dung khách hàng'],
  'Kiểm chứng thông tin': ['AI có thể bịa số liệu và nguồn', 'Đối chiếu với nguồn chính thức', 'Không đăng điều bạn chưa kiểm tra'],
  'Bảo mật dữ liệu khách hàng': ['Không dán số điện thoại, email của khách', 'Ẩn danh dữ liệu trước khi phân tích', 'Tắt lưu lịch sử với dữ liệu nhạy cảm'],

  // Làm video quảng cáo bằng AI
  'Kịch bản video bán hàng với AI': ['Cho AI biết sản phẩm, khách hàng, độ dài', 'Kịch bản từng cảnh kèm lời thoại', 'Chọn câu mở đầu mạnh nhất trong 5 phương án'],
  'Tạo hình ảnh sản phẩm': ['Mô tả bối cảnh, ánh sáng và góc chụp', 'Giữ đúng màu và chi tiết sản phẩm thật', 'Tạo nhiều phiên bản để thử quảng cáo'],
  'Tạo cảnh quay bằng AI': ['Mỗi cảnh 5–8 giây, một hành động', 'Giữ nhân vật giống nhau giữa các cảnh', 'Tỉ lệ 9:16 cho TikTok và Reels'],
  'Lồng tiếng tiếng Việt': ['Chọn giọng hợp với thương hiệu', 'Viết số và từ viết tắt thành chữ', 'Chỉnh tốc độ và ngắt nghỉ cho tự nhiên'],
  'Dựng video hoàn chỉnh': ['Ghép cảnh theo kịch bản, thêm phụ đề', 'Nhạc nền và logo thương hiệu', 'Xuất nhiều tỉ lệ cho từng nền tảng'],

  // Xây dựng thương hiệu cá nhân trên mạng xã hội
  'Bạn muốn được nhớ tới vì điều gì': ['Một chủ đề bạn hiểu sâu hơn số đông', 'Giá trị và cá tính riêng của bạn', 'Người bạn muốn giúp là ai'],
  'Thông điệp một câu': ['Tôi giúp ai, làm được gì, bằng cách nào', 'Dùng câu đó ở phần giới thiệu mọi kênh', 'Người lạ đọc có hiểu ngay không?'],
  'Chọn kênh chính': ['Nơi khách hàng của bạn dành thời gian', 'Hợp với định dạng bạn làm tốt nhất', 'Một kênh chính, các kênh khác chia sẻ lại'],
  'Lịch nội dung 4 tuần': ['Ba trụ cột: chuyên môn, câu chuyện, góc nhìn', 'Ba bài mỗi tuần vào ngày cố định', 'Cuối tháng xem bài nào được lưu nhiều nhất'],

  // Google Ads tìm kiếm cho doanh nghiệp dịch vụ
  'Từ khóa có ý định mua': ['Từ khóa kèm "giá", "ở đâu", "gần đây"', 'Đối sánh cụm từ và đối sánh chính xác', 'Bắt đầu với 20 từ khóa chất lượng'],
  'Từ khóa phủ định': ['Loại "miễn phí", "tuyển dụng", "tự làm"', 'Xem cụm từ tìm kiếm mỗi tuần', 'Một danh sách phủ định cho mọi chiến dịch'],
  'Mẫu quảng cáo tìm kiếm': ['Tiêu đề nhắc lại từ khóa khách gõ', 'Nêu ưu đãi và lý do chọn bạn', 'Thêm số điện thoại, địa chỉ và liên kết trang'],
  'Đo lường chuyển đổi': ['Đếm cuộc gọi, form và tin nhắn', 'Gắn thẻ Google, kiểm tra bằng Tag Assistant', 'Tính chi phí mỗi khách tiềm năng'],

  // Livestream bán hàng chuyên nghiệp
  'Thiết bị cần có': ['Điện thoại tốt và giá đỡ chắc chắn', 'Đèn LED và micro không dây', 'Mạng cáp, thêm 4G dự phòng'],
  'Kịch bản phiên live': ['Mở đầu: chào và giới thiệu ưu đãi', 'Giữa phiên: giới thiệu sản phẩm, chốt đơn', 'Kết thúc: cảm ơn và hẹn phiên sau'],

  // Zalo OA và Zalo Ads cho cửa hàng
  'Tạo Zalo OA': ['Đăng ký Official Account cho cửa hàng', 'Xác thực bằng giấy phép kinh doanh', 'Tin nhắn chào mừng và menu'],

  // Marketing cho quán cà phê
  'Google Maps cho quán': ['Xác minh quán trên Google Business Profile', 'Ảnh đẹp, giờ mở cửa và thực đơn đầy đủ', 'Mời khách đánh giá sau mỗi lần ghé'],
  'Thẻ tích điểm': ['Mua 9 ly tặng 1 ly', 'Thẻ giấy hoặc tích điểm qua Zalo', 'Nhắc khách quay lại khi sắp đủ điểm'],
};
