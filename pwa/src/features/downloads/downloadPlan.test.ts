import { describe, expect, it } from 'vitest';
import { downloadOptions, type LectureSizes } from './downloadPlan';

const MB = 1024 ** 2;
const ladder = (lectureId: string, recommendedHeight: number, scale = 1): LectureSizes => ({
  lectureId,
  qualities: [
    { variant: 'v0', height: 360, sizeBytes: 20 * MB * scale, recommended: recommendedHeight === 360 },
    { variant: 'v1', height: 540, sizeBytes: 40 * MB * scale, recommended: recommendedHeight === 540 },
    { variant: 'v2', height: 720, sizeBytes: 80 * MB * scale, recommended: recommendedHeight === 720 },
  ],
});

describe('downloadOptions', () => {
  it('offers each height with the lectures’ sizes added up, the recommended one marked', () => {
    const options = downloadOptions([ladder('a', 540), ladder('b', 540, 0.5)]);
    expect(options.map(({ label, totalBytes, recommended }) => [label, totalBytes / MB, recommended])).toEqual([
      ['360p', 30, false],
      ['540p', 60, true],
      ['720p', 120, false],
    ]);
    expect(options[2].picks).toEqual([
      { lectureId: 'a', variant: 'v2', sizeBytes: 80 * MB },
      { lectureId: 'b', variant: 'v2', sizeBytes: 40 * MB },
    ]);
  });

  it('gives a lecture without a height its nearest one below, or its smallest', () => {
    const short: LectureSizes = { lectureId: 's', qualities: [{ variant: 'v0', height: 540, sizeBytes: 10 * MB, recommended: true }] };
    const options = downloadOptions([ladder('a', 540), short]);
    expect(options.find((one) => one.label === '360p')?.picks[1]).toEqual({ lectureId: 's', variant: 'v0', sizeBytes: 10 * MB });
    expect(options.find((one) => one.label === '720p')?.picks[1]).toEqual({ lectureId: 's', variant: 'v0', sizeBytes: 10 * MB });
  });

  it('keeps each lecture’s own pick first when the recommended heights differ', () => {
    const options = downloadOptions([ladder('a', 540), ladder('b', 360)]);
    expect(options[0]).toMatchObject({ id: 'recommended', recommended: true, totalBytes: 60 * MB });
    expect(options[0].picks.map((pick) => pick.variant)).toEqual(['v1', 'v0']);
    expect(options.slice(1).some((one) => one.recommended)).toBe(false);
  });

  it('counts each lecture’s resources in every quality', () => {
    const options = downloadOptions([{ ...ladder('a', 540), resourceBytes: 5 * MB }, ladder('b', 540)]);
    expect(options.map((one) => one.totalBytes / MB)).toEqual([45, 85, 165]);
  });

  it('offers nothing for lectures with nothing to download', () => {
    expect(downloadOptions([])).toEqual([]);
    expect(downloadOptions([{ lectureId: 'x', qualities: [] }])).toEqual([]);
  });
});
