import { Dexie, type EntityTable, type Table, type Transaction } from 'dexie';

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

type OutboxBase = {
  id?: number;
  userId: string;
  /** Sent with the change: the server applies a clientId once, so a replay after a lost answer is harmless. */
  clientId: string;
  courseId: string;
  createdAt: number;
};

/** A lecture progress update; `payload` is the body the progress batch takes (features/learn). */
export type ProgressOutboxRecord = OutboxBase & { kind: 'progress'; payload: unknown };

/** The student's review of a course, written or deleted; only the latest unsent one per course is kept. */
export type ReviewOutboxRecord = OutboxBase & { kind: 'review'; op: 'put' | 'delete'; rating: number | null; comment: string | null };

/**
 * A question asked in the player, written offline or online: posted once (the server dedups by clientId).
 * `lectureTitle` is only for showing it as waiting in the list.
 */
export type QuestionOutboxRecord = OutboxBase & {
  kind: 'question';
  title: string;
  body: string;
  lectureId: string | null;
  lectureTitle: string | null;
  videoSecond: number | null;
  /** Why the last send was held back (a 429's message), shown beside 'Đang chờ gửi'. */
  lastError?: string;
};

/** An answer to a question of the course, posted once like a question. */
export type AnswerOutboxRecord = OutboxBase & { kind: 'answer'; questionId: string; body: string; lastError?: string };

/**
 * A note written or deleted (features/notes): `clientId` is the note's own id, so the server applies a
 * replay as the same version; only the latest unsent write per note is kept.
 */
export type NoteOutboxRecord = OutboxBase & { kind: 'note'; editedAt: string } & ({ op: 'put'; lectureId: string; positionSeconds: number; text: string } | { op: 'delete' });

/** The learner's choices in one quiz question. */
export type QuizAnswer = { questionId: string; optionIds: string[] };

/** A submitted quiz attempt (features/learn/sync/quizOutbox): graded once by the server, whenever it arrives. */
export type QuizOutboxRecord = OutboxBase & { kind: 'quiz'; lectureId: string; takenAt: string; answers: QuizAnswer[] };

/** A change waiting to reach the server, oldest first by id. */
export type OutboxRecord = ProgressOutboxRecord | ReviewOutboxRecord | QuestionOutboxRecord | AnswerOutboxRecord | NoteOutboxRecord | QuizOutboxRecord;
export type OutboxKind = OutboxRecord['kind'];

/** How the server last answered this user's review change for a course: applied, or refused for good (with its message). */
export type ReviewOutcomeRecord = {
  userId: string;
  courseId: string;
  clientId: string;
  op: 'put' | 'delete';
  status: 'sent' | 'refused';
  message: string | null;
  code: string | null;
  at: number;
};

/** A queued question or answer the server refused for good (access ended, invalid): shown until dismissed. */
export type PostRefusalRecord = {
  userId: string;
  clientId: string;
  courseId: string;
  kind: 'question' | 'answer';
  /** The answer's question; null for a question. */
  questionId: string | null;
  /** The question's title, or the start of the answer: what the student wrote, to recognise it. */
  text: string;
  message: string;
  code: string | null;
  at: number;
};

/**
 * A course's Q&A and announcements as last read online (features/questions, features/announcements):
 * the first page of its questions, their details and the first page of announcements, read offline.
 * The shapes are the API's answers, kept as sent.
 */
export type CourseDiscussionRecord = {
  userId: string;
  courseId: string;
  questions?: unknown;
  details?: Record<string, unknown>;
  announcements?: unknown;
  updatedAt: number;
};

/** A learner's private note on a lecture: written here first, merged with the server's list when online. */
export type NoteRecord = {
  userId: string;
  clientId: string;
  courseId: string;
  lectureId: string;
  positionSeconds: number;
  text: string;
  /** When this version was written (ISO, on the device that wrote it): the latest wins, here and on the server. */
  editedAt: string;
  /** Deleted here: kept until the server's list no longer has it, so an older list cannot bring it back. */
  deleted: boolean;
  /** When the server confirmed this version (Date.now()); null while it waits in the outbox. */
  syncedAt: number | null;
  /** The server refused this version for good: why, shown beside the note. */
  refusal?: { message: string; code: string | null };
};

/**
 * A quiz attempt on this device: 'pending' until the server grades it ('Sẽ chấm điểm khi có mạng'),
 * then 'graded' with the server's result as sent, or 'refused' with its reason. Attempts read from the
 * server (another device) are kept here too, so the last result shows offline.
 */
export type QuizAttemptRecord = {
  userId: string;
  clientId: string;
  courseId: string;
  lectureId: string;
  takenAt: string;
  answers: QuizAnswer[];
  status: 'pending' | 'graded' | 'refused';
  /** The server's graded attempt (QuizAttemptResult['attempt']), kept as sent. */
  result?: unknown;
  message?: string;
};

export type DownloadState = 'waiting' | 'downloading' | 'paused' | 'done' | 'failed';

/**
 * A lecture's video (and its resources) kept on the device to use offline (features/downloads): one per
 * user and lecture. Its bytes are in Cache Storage ('hvm-downloads-<userId>'), one entry per piece.
 */
export type DownloadRecord = {
  userId: string;
  lectureId: string;
  courseId: string;
  mediaId: string;
  lectureTitle: string;
  courseTitle: string;
  /** The HLS rendition kept, e.g. 'v1', and its height in pixels. */
  variant: string;
  height: number;
  totalBytes: number;
  /** The bytes of the pieces stored so far. */
  storedBytes: number;
  state: DownloadState;
  /** Why it failed, in Vietnamese; null unless 'failed'. */
  failureReason: string | null;
  /** The error code behind the failure when there is one (e.g. 'COURSE_ACCESS_INVALID': the face check is needed again). */
  failureCode: string | null;
  /** Until when the server lets this device play it offline (ISO). */
  permissionExpiresAt: string;
  /** Until when the pieces' signed links work (ISO): past it, new links are asked before fetching. */
  linksExpireAt: string;
  /** The device id sent with the request (downloadDevice): links are renewed under the same device. */
  deviceId: string;
  createdAt: number;
  updatedAt: number;
};

/**
 * One file of a download (the playlist, a segment, or a resource of the lecture), by its path under the
 * lecture's media, e.g. 'v1/seg_000.ts' or 'resources/m9/Bai-tap.pdf'.
 */
export type DownloadPieceRecord = {
  userId: string;
  lectureId: string;
  path: string;
  /** Its place in the server's list: pieces are fetched in that order (the playlist first). */
  order: number;
  /** The signed address it is fetched from; replaced when the server hands out new links. */
  url: string;
  sizeBytes: number;
  state: 'pending' | 'stored';
  /** Failed fetches in the current run (reset when the download is resumed). */
  attempts: number;
  /** Set on a resource of the lecture (a PDF…): its media id, and the name and type it is saved with. */
  resource?: { mediaId: string; name: string; mimeType: string };
};

export type HvmDatabase = Dexie & {
  cart: EntityTable<CartRecord, 'userId'>;
  courses: Table<CourseRecord, [string, string]>;
  progress: Table<ProgressRecord, [string, string]>;
  outbox: Table<OutboxRecord, number, OutboxRecord>;
  reviewOutcomes: Table<ReviewOutcomeRecord, [string, string]>;
  postRefusals: Table<PostRefusalRecord, [string, string]>;
  courseDiscussions: Table<CourseDiscussionRecord, [string, string]>;
  notes: Table<NoteRecord, [string, string]>;
  quizAttempts: Table<QuizAttemptRecord, [string, string]>;
  downloads: Table<DownloadRecord, [string, string]>;
  downloadPieces: Table<DownloadPieceRecord, [string, string, string]>;
};

/**
 * Each shipped schema version of the 'hvm' database, oldest first. Users' browsers keep their data,
 * so never edit a shipped entry: to change a table or index, append { version: n + 1, stores, upgrade? }
 * with only the changed tables (Dexie keeps the rest) and an upgrade that rewrites old records if their
 * shape changes; db.test.ts checks data written at the previous version is still readable.
 */
export type HvmSchemaVersion = { version: number; stores: Record<string, string | null>; upgrade?: (tx: Transaction) => PromiseLike<unknown> | void };

export const HVM_SCHEMA_VERSIONS: HvmSchemaVersion[] = [
  {
    version: 1,
    stores: {
      cart: 'userId',
      courses: '[userId+courseId], userId',
      progress: '[userId+lectureId], userId, courseId',
      outbox: '++id, userId, createdAt',
    },
  },
  {
    // The outbox carries reviews too: entries get a top-level courseId (indexed with the user, for the
    // one-review-per-course rule), and the server's last answer to a review change is kept to show it.
    version: 2,
    stores: { outbox: '++id, userId, createdAt, [userId+courseId]', reviewOutcomes: '[userId+courseId]' },
    upgrade: (tx) =>
      tx
        .table('outbox')
        .toCollection()
        .modify((record: { kind?: string; courseId?: string; payload?: { courseId?: unknown } }) => {
          record.kind ??= 'progress';
          if (record.courseId === undefined) record.courseId = typeof record.payload?.courseId === 'string' ? record.payload.courseId : '';
        }),
  },
  {
    // Questions and answers travel in the outbox too (no index change); refused ones are kept to show,
    // and a course's Q&A and announcements are kept for reading offline.
    version: 3,
    stores: { postRefusals: '[userId+clientId], [userId+courseId]', courseDiscussions: '[userId+courseId]' },
  },
  {
    // Private lecture notes, one record per user and note id, read by course; they travel in the outbox as kind 'note'.
    version: 4,
    stores: { notes: '[userId+clientId], [userId+courseId]' },
  },
  {
    // Quiz attempts, taken online or offline, read by lecture; they travel in the outbox as kind 'quiz'.
    version: 5,
    stores: { quizAttempts: '[userId+clientId], [userId+lectureId]' },
  },
  {
    // Lectures downloaded to watch offline, and their pieces (read per download); the bytes are in Cache Storage.
    version: 6,
    stores: { downloads: '[userId+lectureId], userId', downloadPieces: '[userId+lectureId+path], [userId+lectureId]' },
  },
];

/** Opens (lazily, as Dexie does) the app's database with every version in `versions`. */
export function createHvmDatabase(name = 'hvm', versions = HVM_SCHEMA_VERSIONS): HvmDatabase {
  const database = new Dexie(name) as HvmDatabase;
  for (const { version, stores, upgrade } of versions) {
    const defined = database.version(version).stores(stores);
    if (upgrade) defined.upgrade(upgrade);
  }
  return database;
}

export const db = createHvmDatabase();
