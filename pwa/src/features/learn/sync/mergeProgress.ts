export type LectureProgress = { completed: boolean; positionSeconds: number };

export type ProgressChange = { completed?: boolean; positionSeconds?: number };

/** Completion never goes back and the furthest position wins: the same merge the server makes. */
export function mergeProgress(current: LectureProgress | undefined, change: ProgressChange): LectureProgress {
  return {
    completed: (current?.completed ?? false) || change.completed === true,
    positionSeconds: Math.max(current?.positionSeconds ?? 0, change.positionSeconds ?? 0),
  };
}
