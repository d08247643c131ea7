/**
 * The landing editor's live preview (docs/spec/console.md#landing-pages): a frame of the host
 * site's preview page (LANDING_PREVIEW_PATH), which draws the draft with the renderer of
 * /land/{slug} — the site's frame, the real quote widgets, the hero image. The frame says it is
 * ready, then gets the draft on every change; messages go to and come from this origin and this
 * frame only. Shown at a phone's or a desktop's width, scaled down to the panel.
 */
import {
  LANDING_PREVIEW_DRAFT,
  LANDING_PREVIEW_PATH,
  LANDING_PREVIEW_READY,
  type LandingPreviewPage,
} from '@renovo/core/contracts';
import { consoleLandingMessages as m } from '@renovo/core/messages';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** The widths the preview shows the page at (a phone's is short enough to stay in view beside the form). */
const SIZES = {
  phone: { width: 390, height: 640, label: m.phone },
  desktop: { width: 1280, height: 800, label: m.desktop },
} as const;
type Size = keyof typeof SIZES;

/** The panel's inner width, followed as it changes. */
function useWidth(box: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

/** The preview of `page`. */
export function LandingPreviewFrame({ page }: { page: LandingPreviewPage }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(page);
  latest.current = page;
  const [ready, setReady] = useState(false);
  const [size, setSize] = useState<Size>('phone');
  const width = useWidth(box);

  // The frame asks (again after any reload): it gets the draft as it is now.
  useEffect(() => {
    const post = () =>
      frame.current?.contentWindow?.postMessage(
        { type: LANDING_PREVIEW_DRAFT, page: latest.current },
        window.location.origin,
      );
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type !== LANDING_PREVIEW_READY) return;
      setReady(true);
      post();
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  // Every change of the draft, once the frame listens.
  useEffect(() => {
    if (!ready) return;
    frame.current?.contentWindow?.postMessage({ type: LANDING_PREVIEW_DRAFT, page }, window.location.origin);
  }, [ready, page]);

  const device = SIZES[size];
  const scale = width > 0 ? Math.min(1, width / device.width) : 1;
  return (
    <section className="panel landing-preview" aria-labelledby="landing-preview-title">
      <h2 id="landing-preview-title">{m.preview}</h2>
      <p className="hint">{m.previewHint}</p>
      <fieldset className="landing-preview-size">
        <legend>{m.previewSize}</legend>
        {(Object.keys(SIZES) as Size[]).map((key) => (
          <label key={key} className="inline">
            <input
              type="radio"
              name="landing-preview-size"
              checked={size === key}
              onChange={() => setSize(key)}
            />
            {SIZES[key].label}
          </label>
        ))}
      </fieldset>
      <div ref={box} className="landing-preview-room">
        <div
          className="landing-preview-box"
          style={{ width: Math.floor(device.width * scale), height: Math.ceil(device.height * scale) }}
        >
          <iframe
            ref={frame}
            title={m.previewFrame}
            src={LANDING_PREVIEW_PATH}
            width={device.width}
            height={device.height}
            style={{ transform: `scale(${scale})` }}
          />
        </div>
      </div>
    </section>
  );
}
