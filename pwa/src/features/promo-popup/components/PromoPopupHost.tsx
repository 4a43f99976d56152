import { useEffect, useState } from 'react';
import { Modal } from '../../../components/ui/Modal';
import { POPUP_PRIORITY, usePopupTurn } from '../../../lib/popupQueue';
import { fetchActivePopup, type ActivePopup } from '../api/popupApi';

/** SPEC §9: shown 1.5 s after load, once per browser session. */
export const POPUP_DELAY_MS = 1500;
export const SEEN_POPUP_FLAG = 'seenAdPopup';

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(SEEN_POPUP_FLAG) !== null;
  } catch {
    return true; // Without session storage it could not be limited to once: better never than every page.
  }
}

/** Loads the image before the popup opens, so it appears whole at 1.5 s instead of loading then. */
function preload(src: string): Promise<void> {
  const image = new Image();
  image.src = src;
  return (image.decode?.() ?? Promise.resolve()).catch(() => undefined);
}

/**
 * The admin's active promotional popup on the public pages. It waits its turn (popupQueue): never over a
 * welcome popup, a result message or a dialog the visitor opened; it counts as seen only once it was actually on screen.
 */
export function PromoPopupHost() {
  const [popup, setPopup] = useState<ActivePopup | null>(null);
  const turn = usePopupTurn(popup !== null, POPUP_PRIORITY.promotion);

  useEffect(() => {
    if (!turn) return;
    try {
      sessionStorage.setItem(SEEN_POPUP_FLAG, '1');
    } catch {
      // Without session storage seenThisSession() already keeps it away.
    }
  }, [turn]);

  useEffect(() => {
    if (seenThisSession()) return;
    let cancelled = false;
    // Asked for (and its image fetched) at once; shown when 1.5 s have passed and it is ready.
    const delay = new Promise<void>((resolve) => setTimeout(resolve, POPUP_DELAY_MS));
    fetchActivePopup()
      .then(async (active) => {
        if (!active) return;
        await Promise.all([delay, preload(active.imageUrl)]);
        if (!cancelled) setPopup(active);
      })
      .catch(() => undefined); // A missing advert is not worth an error message.
    return () => {
      cancelled = true;
    };
  }, []);

  if (!popup || !turn) return null;
  const image = <img src={popup.imageUrl} alt={popup.title} className="w-full rounded-xl" width={800} height={800} />;
  return (
    <Modal open onClose={() => setPopup(null)} title={popup.title} size="lg" testId="promo-popup" holdsPopups={false}>
      {popup.link ? (
        <a href={popup.link} target="_blank" rel="noopener noreferrer" data-testid="promo-popup-link">
          {image}
        </a>
      ) : (
        image
      )}
    </Modal>
  );
}
