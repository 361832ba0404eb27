import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { CARD_MESSAGES, type CardColour } from '../../../shared/colour/card';
import type { PaletteEntry } from '../../../shared/colour/palette';
import { drawColourCard, drawPaletteImage } from '../../../workers/colour-card';
import { colourCardRight } from '../api/colour-api';
import { notifyOffline as notify } from '../../../lib/offline/toaster';
import { isInstalledApp } from '../../../lib/installed-app';

/** A finished file waiting for a tap of its own: an iPad home-screen app can only share from a fresh tap. */
export interface PendingFile {
  blob: Blob;
  name: string;
}

function saveWithLink(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Colour cards and palette images (spec §6, §9): only for is_vip and is_auth (checked here for the
 * message, decided by the server), drawn in the card worker, then saved — or, in the installed
 * iPad app, kept for a share sheet opened by the next tap.
 */
export function useColourDownload() {
  const { info, loggedIn } = useSession();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingFile | null>(null);

  const run = useCallback(
    async (kind: 'card' | 'palette', name: string, draw: () => Promise<Blob>) => {
      if (!loggedIn) return notify('warning', CARD_MESSAGES.needLogin);
      if (info?.is_vip !== 1) return notify('warning', CARD_MESSAGES.needVip);
      if (busy) return;
      setBusy(true);
      try {
        const right = await colourCardRight(kind, name);
        if (!right) return;
        notify('info', right.message, 'notice');
        const blob = await draw();
        if (isInstalledApp() && typeof navigator.canShare === 'function') setPending({ blob, name: right.file });
        else saveWithLink(blob, right.file);
      } catch (error) {
        notify('error', error instanceof ApiError ? error.msg : CARD_MESSAGES.canvasFailure);
      } finally {
        setBusy(false);
      }
    },
    [busy, info?.is_vip, loggedIn],
  );

  const share = useCallback(async () => {
    if (!pending) return;
    const file = new File([pending.blob], pending.name, { type: pending.blob.type });
    setPending(null);
    if (navigator.canShare?.({ files: [file] })) await navigator.share({ files: [file], title: pending.name }).catch(() => undefined);
    else saveWithLink(pending.blob, pending.name);
  }, [pending]);

  return {
    busy,
    pending,
    share,
    downloadCard: (colour: CardColour) => run('card', colour.code ?? colour.color_rgbhex, () => drawColourCard(colour)),
    downloadPalette: (title: string, colours: PaletteEntry[]) => run('palette', title, () => drawPaletteImage(title, colours)),
  };
}
