import { describe, expect, it } from 'vitest';
import { faceSimilarity } from './face-match';
import referenceMean from './reference-embedding-mean.json';

// Embeddings built around the reference mean, so the centred vectors are exactly the offsets.
const around = (offset: (i: number) => number) => referenceMean.map((m, i) => m + offset(i));

describe('faceSimilarity', () => {
  it('is the cosine of the embeddings centred on the reference mean', () => {
    const a = around((i) => (i % 2 ? 1 : 0));
    expect(faceSimilarity(a, a)).toBeCloseTo(1, 10);
    expect(
      faceSimilarity(
        a,
        around((i) => (i % 2 ? 3 : 0)),
      ),
    ).toBeCloseTo(1, 10);
    expect(
      faceSimilarity(
        a,
        around((i) => (i % 2 ? 0 : 1)),
      ),
    ).toBeCloseTo(0, 10);
    expect(
      faceSimilarity(
        a,
        around((i) => (i % 2 ? -1 : 0)),
      ),
    ).toBeCloseTo(-1, 10);
  });

  it('gives 0 for embeddings of another size or equal to the mean', () => {
    expect(faceSimilarity([1, 2, 3], [1, 2, 3])).toBe(0);
    expect(
      faceSimilarity(
        referenceMean,
        around(() => 1),
      ),
    ).toBe(0);
  });
});
