import { Dexie, type EntityTable, type Table } from 'dexie';

/** One item in a user's cart; the course (or tool plan) id is the key inside the cart. */
export type CartItem = {
  _id: string;
  title: string;
  price: number;
  thumbnailUrl: string | null;
};

export type CartRecord = { userId: string; items: CartItem[]; updatedAt: number };

/** A purchased course kept for offline learning (metadata and curriculum as sent by the server). */
export type CourseRecord = {
  userId: string;
  courseId: string;
  slug: string;
  title: string;
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
