/**
 * The image viewer's transform (docs/spec/platform.md#limits): zoom by a rate of 1.2 between 0.2 and 7,
 * rotate by
 * 90°, and a double tap under 250 ms toggling the zoom. Pure functions over a small state, so the
 * component only wires events to them.
 */
import { IMAGE_VIEWER, TAP_THRESHOLD_PX } from '@renovo/core';

/** Zoom, rotation and pan of the shown image. */
export interface ViewerTransform {
  /** Scale factor, within IMAGE_VIEWER.minZoom..maxZoom. */
  zoom: number;
  /** Degrees, a multiple of IMAGE_VIEWER.rotateStep. */
  rotate: number;
  /** Pan in px (only used while zoomed in). */
  x: number;
  y: number;
}

/** The untouched image. */
export const INITIAL_TRANSFORM: ViewerTransform = { zoom: 1, rotate: 0, x: 0, y: 0 };

/** The zoom a double tap goes to from 1 (two steps of the zoom rate above 1.4 looked too timid). */
const DOUBLE_TAP_ZOOM = 2;

const clampZoom = (zoom: number): number =>
  Math.min(IMAGE_VIEWER.maxZoom, Math.max(IMAGE_VIEWER.minZoom, Math.round(zoom * 1000) / 1000));

/** Zooms in one step (× 1.2), capped at 7. */
export function zoomIn(t: ViewerTransform): ViewerTransform {
  return { ...t, zoom: clampZoom(t.zoom * IMAGE_VIEWER.zoomRate) };
}

/** Zooms out one step (÷ 1.2), floored at 0.2; the pan is dropped back to the centre at 1 or below. */
export function zoomOut(t: ViewerTransform): ViewerTransform {
  const zoom = clampZoom(t.zoom / IMAGE_VIEWER.zoomRate);
  return zoom <= 1 ? { ...t, zoom, x: 0, y: 0 } : { ...t, zoom };
}

/** Rotates one step (90°) clockwise. */
export function rotate(t: ViewerTransform): ViewerTransform {
  return { ...t, rotate: t.rotate + IMAGE_VIEWER.rotateStep };
}

/** A double tap: back to 1 when zoomed, else to {@link DOUBLE_TAP_ZOOM}. */
export function toggleZoom(t: ViewerTransform): ViewerTransform {
  return t.zoom === 1 ? { ...t, zoom: DOUBLE_TAP_ZOOM } : { ...t, zoom: 1, x: 0, y: 0 };
}

/** Pans by a pointer move, only while zoomed in. */
export function pan(t: ViewerTransform, dx: number, dy: number): ViewerTransform {
  return t.zoom > 1 ? { ...t, x: t.x + dx, y: t.y + dy } : t;
}

/** True when this tap follows the previous one within 250 ms (a double tap). */
export function isDoubleTap(previousTapAt: number | null, now: number): boolean {
  return previousTapAt !== null && now - previousTapAt < IMAGE_VIEWER.doubleTapMs;
}

/** True when a pointer moved less than the tap threshold (5 px) between down and up. */
export function isTap(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < TAP_THRESHOLD_PX;
}

/** The CSS transform of a state. */
export function transformCss(t: ViewerTransform): string {
  return `translate(${t.x}px, ${t.y}px) rotate(${t.rotate}deg) scale(${t.zoom})`;
}

/** The index after a step through `count` images, wrapping around. */
export function stepIndex(index: number, step: number, count: number): number {
  return count === 0 ? 0 : (((index + step) % count) + count) % count;
}
