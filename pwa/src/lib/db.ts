import { Dexie, type EntityTable, type Table } from 'dexie';

export type CartItemKind = 'course' | 'tool_plan';

/**
 * One item in a user's cart; the course (or tool plan) id is the key inside the cart.
 * The price is only shown: the server prices every order itself.
 */
export type CartItem = {
  /** The course id, or the tool plan id. */
  _id: string;
  kind: CartItemKind;
  title: string;
  price: number;
  thumbnailUrl: string | null;
  /** The course slug, or the tool slug, for links back to the product. */
  slug: string;
  /** e.g. '30 ngày' for a tool plan. */
  subtitle?: string;
};

export type CartRecord = { userId: string; items: CartItem[]; updatedAt: number };

/** A purchased course kept for offline learning (metadata and curriculum as sent by the server). */
export type CourseRecord = {
  userId: string;
  courseId: string;
  slug: string;
  title: string;
  /** The course's /my-courses entry; absent until the list was loaded once. */
  listing?: unknown;
  /** Curriculum and enrollment details; null until the course was opened online. */
  content: unknown;
  updatedAt: number;
};

export type ProgressRecord = {
  userId: string;
  lectureId: string;
  courseId: string;
  completed: boolean;
  positionSeconds: number;
  updatedAt: number;
};

/** A change waiting to reach the server; clientId makes a replay idempotent. */
export type OutboxRecord = {
  id?: number;
  userId: string;
  clientId: string;
  kind: string;
  payload: unknown;
  createdAt: number;
};

export type HvmDatabase = Dexie & {
  cart: EntityTable<CartRecord, 'userId'>;
  courses: Table<CourseRecord, [string, string]>;
  progress: Table<ProgressRecord, [string, string]>;
  outbox: EntityTable<OutboxRecord, 'id'>;
};

export const db = new Dexie('hvm') as HvmDatabase;

db.version(1).stores({
  cart: 'userId',
  courses: '[userId+courseId], userId',
  progress: '[userId+lectureId], userId, courseId',
  outbox: '++id, userId, createdAt',
});
