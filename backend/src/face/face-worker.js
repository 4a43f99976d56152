// Face detection and embedding with @vladmandic/human, in a worker thread so the API's event loop never
// waits for it (face-engine.ts starts it). Plain CommonJS so the same file runs from src (tests) and
// from dist (tsc copies it: allowJs in tsconfig.build.json).
// Messages in:  { id, width, height, pixels: Uint8Array (RGB) }
// Messages out: { id, embeddings (one per face found, null when a face could not be described), modelVersion }
//               or { id, error }
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { parentPort } = require('node:worker_threads');

// Workarounds (DESIGN.md): the package's "exports" only map the tfjs-node build, so the wasm build is
// required by path; the wasm binaries come from tfjs-backend-wasm's dist folder; models are read from
// the package's own files because Node's fetch has no file:// support.
const humanDir = path.resolve(require.resolve('@vladmandic/human'), '../..');
const { Human } = require(path.join(humanDir, 'dist/human.node-wasm.js'));
const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep;

const networkFetch = globalThis.fetch;
globalThis.fetch = async (url, init) => {
  const href = String(url);
  if (!href.startsWith('file://')) return networkFetch(url, init);
  return new Response(await fs.promises.readFile(new URL(href)));
};

const human = new Human({
  backend: 'wasm',
  wasmPath: wasmDir,
  modelBasePath: `file://${path.join(humanDir, 'models')}/`,
  debug: false,
  warmup: 'none',
  cacheModels: false,
  // Never reuse the previous image's result: every check must look at its own photo.
  cacheSensitivity: 0,
  skipAllowed: false,
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  face: {
    enabled: true,
    // Up to 5 faces so "more than one person in the photo" can be told apart from "one".
    detector: { rotation: false, maxDetected: 5, minConfidence: 0.5 },
    mesh: { enabled: true },
    attention: { enabled: false },
    iris: { enabled: false },
    emotion: { enabled: false },
    description: { enabled: true },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
});
const modelVersion = `human@${human.version}/faceres`;
const ready = human.load().then(() => human.tf.ready());

async function analyse({ width, height, pixels }) {
  await ready;
  const input = human.tf.tensor3d(pixels, [height, width, 3], 'int32');
  try {
    const result = await human.detect(input);
    const embeddings = result.face.map((face) => (face.embedding?.length ? Array.from(face.embedding) : null));
    return { embeddings, modelVersion };
  } finally {
    human.tf.dispose(input);
  }
}

// One image at a time: the model and its tensors are not safe to use concurrently.
let queue = Promise.resolve();
parentPort.on('message', (request) => {
  queue = queue.then(async () => {
    try {
      parentPort.postMessage({ id: request.id, ...(await analyse(request)) });
    } catch (error) {
      parentPort.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
