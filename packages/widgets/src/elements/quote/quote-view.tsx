import { basicFormMessages, quoteMessages } from '@renovo/core';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Dialog } from '../../ui/dialog.tsx';
import { CONFIRM_TITLE_ID, ConfirmClose } from './confirm-close.tsx';
import type { QuoteBanner, QuoteController, QuoteProps } from './quote-controller.ts';
import { QuoteForm } from './quote-form.tsx';
import { RecentRecords } from './recent-records.tsx';

const TITLE_ID = 'quote-title';

function Banner({ banner }: { banner: QuoteBanner | null }) {
  const [failed, setFailed] = useState(false);
  if (!banner || failed) return null;
  const pc = banner.pc || banner.mobile;
  const mobile = banner.mobile || banner.pc;
  return (
    <picture class="banner" part="banner">
      <source media="(max-width: 849.98px)" srcSet={mobile} />
      <img src={pc} alt="" decoding="async" onError={() => setFailed(true)} />
    </picture>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
    </svg>
  );
}

/**
 * The basic-quote popup, v2 or v3: a modal `<dialog>` (bottom sheet below 850 px) or an inline
 * panel, showing the form page or the confirm-close page of the store.
 */
export function QuoteView({ controller, props }: { controller: QuoteController; props: QuoteProps }) {
  const { store } = controller;
  const inline = props.mode.value === 'inline';
  const v2 = props.version.value !== 'v3';
  const open = store.open.value;
  const page = inline ? 'form' : store.page.value;
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => controller.connect(), [controller]);
  useEffect(() => {
    if (!v2 || !open) return;
    controller.loadExtras();
    store.startRotation();
    return () => store.stopRotation();
  }, [v2, open, controller, store]);
  useEffect(() => {
    // Back from the confirm page ('think again'): focus returns to the close icon.
    if (page === 'form' && wasConfirming.current) closeRef.current?.focus();
    wasConfirming.current = page === 'confirm-close';
  }, [page]);

  const onRequestClose = () => (store.page.peek() === 'form' ? store.requestClose() : store.thinkAgain());

  return (
    <Dialog
      open={open}
      mode={inline ? 'inline' : 'popup'}
      labelledBy={page === 'form' ? TITLE_ID : CONFIRM_TITLE_ID}
      onRequestClose={onRequestClose}
    >
      <div class={`quote ${v2 ? 'v2' : 'v3'}`} part="body">
        {page === 'confirm-close' ? (
          <ConfirmClose
            onCloseFeature={() => controller.close('user')}
            onThinkAgain={() => store.thinkAgain()}
          />
        ) : (
          <>
            {inline ? null : (
              <button
                ref={closeRef}
                type="button"
                class="close"
                part="close"
                aria-label={quoteMessages.close}
                onClick={() => store.requestClose()}
              >
                <CloseIcon />
              </button>
            )}
            {v2 ? <Banner banner={controller.banner.value} /> : null}
            <div class="content">
              <h2 id={TITLE_ID} class="title" part="title">
                {basicFormMessages.title}
              </h2>
              {v2 ? <RecentRecords store={store} /> : null}
              <QuoteForm store={store} onSubmit={() => controller.submit()} />
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
