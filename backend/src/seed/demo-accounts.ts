/** The demo logins the local install prints. Only ever seeded into an empty database. */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@hocvienmarketing.vn', password: 'Admin@123', name: 'Quản trị viên' },
  { role: 'instructor', email: 'giangvien@hocvienmarketing.vn', password: 'GiangVien@123', name: 'Nguyễn Minh Tuấn' },
  { role: 'student', email: 'hocvien@hocvienmarketing.vn', password: 'HocVien@123', name: 'Trần Thu Hà' },
] as const;
