/** What the browser-side check sees in the current camera frame. */
export type FrameCheck = { faces: number; dark: boolean };

export type FaceDetector = {
  /** Null while the video has no frame yet. */
  detect(video: HTMLVideoElement): Promise<FrameCheck | null>;
};

// Mean brightness (0-255) under which the guidance asks for more light.
const DARK_LUMA = 60;
// The detector works at 256 px: larger frames only cost time.
const MAX_FRAME_WIDTH = 640;

let loading: Promise<FaceDetector> | undefined;

/**
 * The face detector of the server's model (@vladmandic/human's BlazeFace), loaded on first use so the
 * library (~2 MB) never weighs on other pages. Models come from the app (/models/human/, copied at build).
 */
export function loadFaceDetector(): Promise<FaceDetector> {
  loading ??= createDetector().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function createDetector(): Promise<FaceDetector> {
  const { Human } = await import('@vladmandic/human');
  const human = new Human({
    // WebGL when the device has it; the CPU backend is slower but enough for one small detector.
    backend: hasWebGl() ? 'webgl' : 'cpu',
    modelBasePath: '/models/human/',
    cacheModels: false,
    warmup: 'none',
    // A live check: every frame is looked at afresh.
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: 5, minConfidence: 0.5 },
      mesh: { enabled: false },
      attention: { enabled: false },
      iris: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  });
  await human.load();
  const canvas = document.createElement('canvas');
  return {
    async detect(video) {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return null;
      // The detector reads a still copy of the frame: given the <video> itself, the CPU backend
      // (devices without WebGL) found no face in frames where it finds one in the copy.
      const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const result = await human.detect(canvas);
      return { faces: result.face.length, dark: meanLuma(context, canvas.width, canvas.height) < DARK_LUMA };
    },
  };
}

function hasWebGl(): boolean {
  const canvas = document.createElement('canvas');
  return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
}

/** Average brightness (0-255) of the frame, from every 16th pixel. */
function meanLuma(context: CanvasRenderingContext2D, width: number, height: number): number {
  const { data } = context.getImageData(0, 0, width, height);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < data.length; i += 64) {
    sum += 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
    count += 1;
  }
  return count ? sum / count : 255;
}
