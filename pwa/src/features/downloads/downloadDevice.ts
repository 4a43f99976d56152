export type DownloadDevice = { deviceId: string; deviceName: string };

const storageKey = (userId: string) => `hvm-download-device-${userId}`;

// Ids made this session when localStorage cannot keep one (private mode, storage off).
const sessionIds = new Map<string, string>();

/**
 * This device as the server counts it against the learner's device limit: a random id kept per user in
 * localStorage (the same device must not count twice), and a name the learner recognises in the list.
 */
export function downloadDevice(userId: string, userAgent: string = globalThis.navigator?.userAgent ?? ''): DownloadDevice {
  return { deviceId: storedDeviceId(userId), deviceName: deviceNameFrom(userAgent) };
}

function storedDeviceId(userId: string): string {
  try {
    const kept = localStorage.getItem(storageKey(userId));
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(storageKey(userId), made);
    return made;
  } catch {
    let made = sessionIds.get(userId);
    if (!made) sessionIds.set(userId, (made = crypto.randomUUID()));
    return made;
  }
}

// Order matters: Edge, Opera, Samsung and Cốc Cốc all say 'Chrome' too, and Chrome says 'Safari'.
const BROWSERS: [RegExp, string][] = [
  [/coc_coc_browser/i, 'Cốc Cốc'],
  [/SamsungBrowser/i, 'Samsung Internet'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** e.g. 'Chrome trên Android', 'Safari trên iPhone'; plain words for the learner's list of devices. */
export function deviceNameFrom(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Trình duyệt';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'thiết bị không rõ';
  return `${browser} trên ${system}`;
}
