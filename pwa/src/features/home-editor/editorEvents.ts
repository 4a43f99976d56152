import type { HomeBlockType } from '../home';

/** MIME type of a palette block dragged onto the editor canvas. */
export const EDITOR_BLOCK_MIME = 'application/x-hvm-block';
const ADD_BLOCK_EVENT = 'hvm:home-editor-add-block';

/** The sidebar palette (outside the editor page) asks the editor to append a block. */
export function requestAddBlock(type: HomeBlockType): void {
  window.dispatchEvent(new CustomEvent<HomeBlockType>(ADD_BLOCK_EVENT, { detail: type }));
}

export function onAddBlockRequest(listener: (type: HomeBlockType) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<HomeBlockType>).detail);
  window.addEventListener(ADD_BLOCK_EVENT, handler);
  return () => window.removeEventListener(ADD_BLOCK_EVENT, handler);
}

export const isHomeBlockType = (value: string): value is HomeBlockType => value === 'hero' || value === 'featured-courses';

/** The blocks of the sidebar palette (SPEC §2: Hero Section, Featured Courses), named in Vietnamese for the admin. */
export const PALETTE_BLOCKS: { type: HomeBlockType; label: string; description: string }[] = [
  { type: 'hero', label: 'Phần mở đầu', description: 'Tiêu đề lớn, mô tả và nút kêu gọi hành động' },
  { type: 'featured-courses', label: 'Khóa học nổi bật', description: 'Lưới các khóa học nổi bật' },
];
