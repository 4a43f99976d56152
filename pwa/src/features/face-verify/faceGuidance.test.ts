import { describe, expect, it } from 'vitest';
import { CENTER_FACE, MORE_LIGHT, SEVERAL_FACES, faceGuidance } from './faceGuidance';

const seen = (faces: number, dark = false) => faceGuidance({ kind: 'checking', frame: { faces, dark } });

describe('faceGuidance', () => {
  it('allows the photo only when exactly one face is seen', () => {
    expect(seen(1).canCapture).toBe(true);
    expect(seen(0)).toMatchObject({ message: CENTER_FACE, canCapture: false });
    expect(seen(2)).toMatchObject({ message: SEVERAL_FACES, canCapture: false });
    expect(faceGuidance({ kind: 'loading' }).canCapture).toBe(false);
    expect(faceGuidance({ kind: 'checking', frame: null }).canCapture).toBe(false);
  });

  it('asks about the light in a dark frame', () => {
    expect(seen(0, true).hint).toBe(MORE_LIGHT);
    expect(seen(1, true)).toMatchObject({ hint: MORE_LIGHT, canCapture: true });
    expect(seen(1).hint).toBeNull();
  });

  it('lets the server decide when the detector cannot run on the device', () => {
    expect(faceGuidance({ kind: 'unavailable' }).canCapture).toBe(true);
  });
});
