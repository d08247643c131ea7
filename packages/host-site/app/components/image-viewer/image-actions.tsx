/**
 * The image viewer's download and copy actions (docs/spec/session.md#states, docs/spec/platform.md#calls,
 * docs/spec/platform.md#errors). Both need a login or a clue
 * authorisation, like collect and share: core's runGatedAction opens the page's login sheet for
 * a visitor (or a member without a clue), then download toasts 圖片下載中... (授權成功，圖片下載中…
 * right after an authorisation), records the save with POST /api/images/save and saves the file
 * the server names; copy puts the image on the clipboard and then toasts 圖片已複製.
 */
import { errorMessage, imageViewerMessages, runGatedAction, saveImage } from '@renovo/core';
import { useRef, useState } from 'react';
import { browserApi } from '../../lib/browser.ts';
import { openLoginSheet, showToast } from '../../lib/widgets.ts';
import { copyImage, downloadFile, imageSaveBody } from './image-file.ts';
import type { ImageSource, ViewerImage } from './viewer-image.ts';

/** Props of {@link ImageActions}. */
export interface ImageActionsProps {
  image: ViewerImage;
  source: ImageSource;
}

type Kind = 'download' | 'copy';

/** The two buttons of the viewer's tool bar. */
export function ImageActions({ image, source }: ImageActionsProps) {
  const [busy, setBusy] = useState<Kind | null>(null);
  // The guard is a ref, not the state: a press right after the sheet closed must not be read
  // against a render that still shows the previous action as running.
  const running = useRef(false);

  async function run(kind: Kind) {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    let failure: unknown;
    try {
      const outcome = await runGatedAction(
        kind,
        {
          gate: { open: (params) => openLoginSheet(params) },
          notifier: { toast: (message, options) => void showToast(message, options) },
        },
        {
          request: { resourceType: source.type, resourceId: source.id },
          async perform() {
            try {
              if (kind === 'copy') {
                await copyImage(image.url);
                return;
              }
              const saved = await saveImage(browserApi(), imageSaveBody(source, image));
              await downloadFile(saved.data.url, saved.data.file_name);
            } catch (error) {
              failure = error;
              throw error;
            }
          },
        },
      );
      // Not authorised (the visitor closed the sheet): nothing to say. A failed action: say so.
      if (!outcome.ok && outcome.reason !== 'consent') {
        void showToast(errorMessage(failure) ?? imageViewerMessages.actionFailed, { type: 'error' });
      }
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  return (
    <>
      <button
        type="button"
        className="image-viewer__action"
        onClick={() => void run('download')}
        aria-busy={busy === 'download' || undefined}
        aria-label={imageViewerMessages.download}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M12 3v12m0 0-5-5m5 5 5-5M4 20h16" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <button
        type="button"
        className="image-viewer__action"
        onClick={() => void run('copy')}
        aria-busy={busy === 'copy' || undefined}
        aria-label={imageViewerMessages.copy}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            d="M9 9h10v11H9zM5 15V4h10"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </>
  );
}
