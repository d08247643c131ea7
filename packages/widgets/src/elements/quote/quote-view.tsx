/** @jsxImportSource preact */
import type { Signal } from '@preact/signals-core';
import { basicFormMessages } from '@renovo/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { onFirstInteraction } from '../../internal/first-interaction.ts';
import { CloseButton } from '../../ui/close-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import type { ConfirmClose } from './confirm-close.tsx';
import type { QuoteBanner, QuoteController, QuoteProps } from './quote-controller.ts';
import { QuoteForm } from './quote-form.tsx';
import { RecentRecords } from './recent-records.tsx';

const TITLE_ID = 'quote-title';
/** Id of the confirm page's heading (labels the dialog while it is shown). */
const CONFIRM_TITLE_ID = 'quote-confirm-title';

/** The confirm-close page's chunk; replaceable in tests. */
export const confirmChunk = {
  load: () => import('./confirm-close.tsx').then((m) => m.ConfirmClose),
};

/**
 * The confirm-close page, a chunk of its own (the form is interactive without it): fetched at
 * the visitor's first interaction with the page, or as soon as a close is asked for, whichever
 * comes first. null until it arrives, 'failed' when it cannot load (blocked, offline).
 */
function useConfirmPage(wanted: boolean, needed: boolean): typeof ConfirmClose | 'failed' | null {
  const [page, setPage] = useState<typeof ConfirmClose | 'failed' | null>(null);
  useEffect(() => {
    if (!wanted || page) return;
    let live = true;
    const load = () =>
      confirmChunk.load().then(
        (component) => live && setPage(() => component),
        () => live && setPage('failed'),
      );
    if (needed) load();
    else onFirstInteraction(load);
    return () => {
      live = false;
    };
  }, [wanted, needed, page]);
  return page;
}

/**
 * The v2 banner; it reads the signal itself, so the banner's arrival re-renders only this. Its
 * box (the banner's shape, docs/spec/popups-and-header.md#screens) is drawn as soon as the popup opens and
 * the picture fills it when it comes, so the form below never moves under the visitor's finger;
 * the box goes only when there is no banner (none set, or its request or picture failed).
 */
function Banner({ source }: { source: Signal<QuoteBanner | null | undefined> }) {
  const [failed, setFailed] = useState(false);
  const banner = source.value;
  if (banner === null || failed) return null;
  return (
    <picture class="banner" part="banner">
      {banner ? (
        <>
          <source media="(max-width: 849.98px)" srcSet={banner.mobile || banner.pc} />
          <img src={banner.pc || banner.mobile} alt="" decoding="async" onError={() => setFailed(true)} />
        </>
      ) : null}
    </picture>
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
  const confirming = !inline && store.page.value === 'confirm-close';
  const Confirm = useConfirmPage(open && !inline, confirming);
  // Until the confirm page has arrived the form stays; it shows as soon as it does.
  const page = inline || typeof Confirm !== 'function' ? 'form' : store.page.value;
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Before the first paint: a popup created open is shown in the same task as its first render.
  useLayoutEffect(() => controller.connect(), [controller]);
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

  useEffect(() => {
    // The confirm page cannot load: the close icon closes, as the visitor asked.
    if (confirming && Confirm === 'failed') controller.close('user');
  }, [confirming, Confirm, controller]);

  const onRequestClose = () => (store.page.peek() === 'form' ? store.requestClose() : store.thinkAgain());

  return (
    <Dialog
      open={open}
      mode={inline ? 'inline' : 'popup'}
      labelledBy={page === 'form' ? TITLE_ID : CONFIRM_TITLE_ID}
      onRequestClose={onRequestClose}
    >
      <div class={`quote ${v2 ? 'v2' : 'v3'}`} part="body">
        {page === 'confirm-close' && typeof Confirm === 'function' ? (
          <Confirm
            titleId={CONFIRM_TITLE_ID}
            onCloseFeature={() => controller.close('user')}
            onThinkAgain={() => store.thinkAgain()}
          />
        ) : (
          <>
            {inline ? null : (
              <CloseButton buttonRef={closeRef} size={19.2} onClick={() => store.requestClose()} />
            )}
            {v2 ? <Banner source={controller.banner} /> : null}
            <div class="content">
              <h2 id={TITLE_ID} class="title" part="title">
                {basicFormMessages.title}
              </h2>
              {v2 ? <RecentRecords store={store} pending={controller.recordsPending.value} /> : null}
              <QuoteForm store={store} onSubmit={() => controller.submit()} />
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
