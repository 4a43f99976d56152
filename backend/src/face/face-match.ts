import referenceMean from './reference-embedding-mean.json';

/**
 * How alike two face embeddings are: the cosine similarity of the embeddings after subtracting the
 * mean embedding of a reference set of faces (test/fixtures/faces/calibrate.mjs writes it). faceres
 * embeddings of any two faces share a large common part (raw cosine of strangers ≈ 0.34 on average),
 * which centring removes: it separates the same person from others far better than the raw cosine
 * (calibration figures beside FACE_MATCH_THRESHOLD in app-config.ts). 1 = same direction.
 */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== referenceMean.length || b.length !== referenceMean.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] - referenceMean[i];
    const y = b[i] - referenceMean[i];
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}
