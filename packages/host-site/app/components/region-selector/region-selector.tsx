/**
 * The region selector (docs/spec/session.md#states): shows the persisted region, runs the geolocation call
 * when
 * isTw is unknown, and on a choice stores the new region (local storage and the region cookies)
 * and reloads the page. On wider screens the list is a modal dialog of the regions by group; on
 * phones it is the region → district picker sheet, loaded when first opened.
 */
import { format, quoteMessages, regionsByGroup, siteMessages } from '@renovo/core';
import { type ComponentType, useEffect, useId, useMemo, useRef, useState } from 'react';
import { browserRegion, inBrowser } from '../../lib/browser.ts';
import { PHONE_QUERY } from '../../lib/use-media-query.ts';
import { type ReadableSignal, useSignalValue } from '../../lib/use-signal-value.ts';
import type { RegionPickerProps } from './region-picker.tsx';
import './region-selector.css';

/** The region the server read from the visitor's cookies. */
export interface RegionView {
  id: number;
  name: string;
}

function fixed<T>(value: T): ReadableSignal<T> {
  return { subscribe: () => () => {}, peek: () => value };
}

/** The region button and its dialog. */
export function RegionSelector({ initial }: { initial: RegionView }) {
  const store = inBrowser() ? browserRegion() : null;
  const nameSource = useMemo(() => store?.regionName ?? fixed(initial.name), [store, initial.name]);
  const idSource = useMemo(() => store?.regionId ?? fixed(initial.id), [store, initial.id]);
  const name = useSignalValue(nameSource, initial.name);
  const current = useSignalValue(idSource, initial.id);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The phone's picker sheet, once loaded and while open.
  const [Picker, setPicker] = useState<ComponentType<RegionPickerProps> | null>(null);
  const opening = useRef(false);
  const titleId = useId();
  const groups = useMemo(() => regionsByGroup(), []);
  // The list is rendered on first open only: 22 buttons the first paint does not need.
  const [listed, setListed] = useState(false);

  useEffect(() => {
    void store?.ensureGeo();
  }, [store]);
  useEffect(() => {
    if (listed && !dialog.current?.open) dialog.current?.showModal();
  }, [listed]);

  return (
    <div className="region-selector">
      <button
        type="button"
        className="region-selector__button"
        aria-haspopup="dialog"
        aria-label={format(siteMessages.regionButton, { region: name })}
        ref={button}
        onClick={() => {
          // Read at the press, not from a render: the layout the visitor sees now.
          if (window.matchMedia(PHONE_QUERY).matches) {
            if (opening.current) return;
            opening.current = true;
            void import('./region-picker.tsx').then(
              (module) => setPicker(() => module.RegionPicker),
              () => {
                opening.current = false;
              },
            );
            return;
          }
          if (listed) dialog.current?.showModal();
          else setListed(true);
        }}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="10" r="2.5" fill="currentColor" />
        </svg>
        <span>{name}</span>
      </button>
      {Picker && store ? (
        <Picker
          regionId={current}
          locationId={store.locationId.peek()}
          returnFocus={button}
          onClose={() => {
            opening.current = false;
            setPicker(null);
          }}
        />
      ) : null}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; the keyboard closes the dialog with Escape (native) */}
      <dialog
        ref={dialog}
        className="region-dialog"
        aria-labelledby={titleId}
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        <div className="region-dialog__head">
          <h2 id={titleId} className="region-dialog__title">
            {siteMessages.regionDialog}
          </h2>
          <button
            type="button"
            className="region-dialog__close"
            aria-label={quoteMessages.close}
            onClick={() => dialog.current?.close()}
          >
            ×
          </button>
        </div>
        {(listed ? groups : []).map((group) => (
          <section key={group.key} className="region-dialog__group" aria-label={group.name}>
            <h3 className="region-dialog__group-name">{group.name}</h3>
            <ul className="region-dialog__list">
              {group.regions.map((region) => (
                <li key={region.id}>
                  <button
                    type="button"
                    className="region-dialog__option"
                    aria-pressed={region.id === current}
                    onClick={() => {
                      dialog.current?.close();
                      if (region.id !== current) store?.changeRegion(region.id);
                    }}
                  >
                    {region.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </dialog>
    </div>
  );
}
