/**
 * The image viewer (docs/spec/platform.md#routes-and-overlays, docs/spec/platform.md#limits): a modal dialog
 * over the page showing one image of a list,
 * with zoom (rate 1.2, 0.2–7), 90° rotation, a double tap under 250 ms toggling the zoom,
 * previous/next, and "Image load error" as the alt of an image that failed to load. Given the
 * images' `source`, it also offers download and copy (gated like collect and share,
 * docs/spec/session.md#states).
 * Keyboard: + and − zoom, r rotates, ← and → step, Escape closes. Focus stays inside and returns
 * to the opener (the native modal `<dialog>` does both).
 */
import { errorPageMessages, format, imageViewerMessages } from '@renovo/core';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState, type WheelEvent } from 'react';
import { ImageActions } from './image-actions.tsx';
import type { ImageSource, ViewerImage } from './viewer-image.ts';
import {
  INITIAL_TRANSFORM,
  isDoubleTap,
  isTap,
  pan,
  rotate,
  stepIndex,
  toggleZoom,
  transformCss,
  type ViewerTransform,
  zoomIn,
  zoomOut,
} from './viewer-state.ts';
import './image-viewer.css';

/** Props of {@link ImageViewer}. */
export interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** The image shown; the viewer is closed when null. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
  /** The dialog's accessible name (e.g. the work's title). */
  label: string;
  /** The work or article the images belong to: with it, the download and copy actions show. */
  source?: ImageSource;
}

/** The viewer dialog; renders nothing while closed. */
export function ImageViewer({ images, index, onIndexChange, onClose, label, source }: ImageViewerProps) {
  if (index === null || images.length === 0) return null;
  return (
    <ViewerDialog
      images={images}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
      label={label}
      {...(source ? { source } : {})}
    />
  );
}

function ViewerDialog({
  images,
  index,
  onIndexChange,
  onClose,
  label,
  source,
}: ImageViewerProps & { index: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [transform, setTransform] = useState<ViewerTransform>(INITIAL_TRANSFORM);
  const [failed, setFailed] = useState<ReadonlySet<string | number>>(() => new Set());
  const pointer = useRef<{ x: number; y: number; lastX: number; lastY: number } | null>(null);
  const lastTapAt = useRef<number | null>(null);
  const safeIndex = Math.min(Math.max(index, 0), images.length - 1);
  const image = images[safeIndex]!;
  const many = images.length > 1;

  useEffect(() => {
    const el = dialog.current;
    // The dialog leaves the DOM when closed, so focus is handed back to the opener by hand.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (el && !el.open) el.showModal();
    // Start on the close button: the way out is the first thing a keyboard user meets.
    closeButton.current?.focus();
    return () => {
      el?.close();
      opener?.focus();
    };
  }, []);

  // A new image starts untransformed.
  const step = (by: number) => {
    setTransform(INITIAL_TRANSFORM);
    onIndexChange(stepIndex(safeIndex, by, images.length));
  };

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    let handled = true;
    if (key === '+' || key === '=') setTransform(zoomIn);
    else if (key === '-' || key === '_') setTransform(zoomOut);
    else if (key === 'r' || key === 'R') setTransform(rotate);
    else if (key === 'ArrowLeft' && many) step(-1);
    else if (key === 'ArrowRight' && many) step(1);
    else handled = false;
    if (handled) event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    pointer.current = { x: event.clientX, y: event.clientY, lastX: event.clientX, lastY: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const p = pointer.current;
    if (!p) return;
    const dx = event.clientX - p.lastX;
    const dy = event.clientY - p.lastY;
    p.lastX = event.clientX;
    p.lastY = event.clientY;
    setTransform((t) => pan(t, dx, dy));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const p = pointer.current;
    pointer.current = null;
    if (!p || !isTap(event.clientX - p.x, event.clientY - p.y)) return;
    const now = event.timeStamp;
    if (isDoubleTap(lastTapAt.current, now)) {
      lastTapAt.current = null;
      setTransform(toggleZoom);
    } else {
      lastTapAt.current = now;
    }
  }

  function onWheel(event: WheelEvent<HTMLDivElement>) {
    setTransform(event.deltaY < 0 ? zoomIn : zoomOut);
  }

  const broken = failed.has(image.id);
  const position = format(imageViewerMessages.position, { current: safeIndex + 1, total: images.length });

  return (
    <dialog
      ref={dialog}
      className="image-viewer"
      aria-label={label}
      aria-describedby="image-viewer-help"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="image-viewer__bar">
        <p className="image-viewer__position" aria-live="polite">
          {position}
          {image.caption ? <span className="image-viewer__caption"> · {image.caption}</span> : null}
        </p>
        <div className="image-viewer__tools">
          <button
            type="button"
            onClick={() => setTransform(zoomOut)}
            aria-label={imageViewerMessages.zoomOut}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="image-viewer__zoom" aria-label={imageViewerMessages.zoomLevel}>
            {Math.round(transform.zoom * 100)}%
          </output>
          <button type="button" onClick={() => setTransform(zoomIn)} aria-label={imageViewerMessages.zoomIn}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" onClick={() => setTransform(rotate)} aria-label={imageViewerMessages.rotate}>
            <span aria-hidden="true">⟳</span>
          </button>
          {source && !broken ? <ImageActions image={image} source={source} /> : null}
          <button type="button" onClick={onClose} aria-label={imageViewerMessages.close} ref={closeButton}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      <p id="image-viewer-help" className="visually-hidden">
        {imageViewerMessages.help}
      </p>
      <div
        className="image-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          pointer.current = null;
        }}
        onWheel={onWheel}
      >
        <img
          key={image.id}
          className="image-viewer__image"
          src={image.url}
          alt={broken ? errorPageMessages.imageLoad : image.alt}
          width={image.width ?? 1200}
          height={image.height ?? 800}
          draggable={false}
          style={{ transform: transformCss(transform) }}
          onError={() => setFailed((set) => new Set(set).add(image.id))}
        />
      </div>
      {many ? (
        <>
          <button
            type="button"
            className="image-viewer__step image-viewer__step--prev"
            onClick={() => step(-1)}
            aria-label={imageViewerMessages.previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="image-viewer__step image-viewer__step--next"
            onClick={() => step(1)}
            aria-label={imageViewerMessages.next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
