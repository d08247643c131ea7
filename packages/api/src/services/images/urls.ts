/**
 * The URLs of the drawn images. Everything a drawing needs is in its URL, so the server draws
 * any image without a database read and the answer can be cached for a year (`immutable`).
 * URLs are root-relative to the API.
 */

/** Prefix of every drawn image. */
export const MEDIA_PREFIX = '/media';

/** A work photo of a space in a style. */
export const photoUrl = (styleId: number, spaceId: number, seed: number): string =>
  `${MEDIA_PREFIX}/photos/${styleId}-${spaceId}-${seed}.svg`;

/** A portrait (9:16) poster of a short video. */
export const posterUrl = (styleId: number, spaceId: number, seed: number): string =>
  `${MEDIA_PREFIX}/posters/${styleId}-${spaceId}-${seed}.svg`;

/** A wide (16:5) banner. */
export const bannerUrl = (styleId: number, spaceId: number, seed: number): string =>
  `${MEDIA_PREFIX}/banners/${styleId}-${spaceId}-${seed}.svg`;

/** A short "video": an animated portrait slideshow of three rooms. */
export const videoUrl = (styleId: number, spaceId: number, seed: number): string =>
  `${MEDIA_PREFIX}/videos/${styleId}-${spaceId}-${seed}.svg`;

/**
 * A short's real video (ADR 037): the H.264 MP4 of the same drawings, a file in the media folder
 * (`<RENOVO_DATA_DIR>/media/videos/`) that the demo seed writes; served with Range requests.
 */
export const videoFileUrl = (styleId: number, spaceId: number, seed: number): string =>
  `${MEDIA_PREFIX}/videos/${styleId}-${spaceId}-${seed}.mp4`;

/** A floor plan with room/hall/bath counts. */
export const planUrl = (room: number, hall: number, bath: number, seed: number): string =>
  `${MEDIA_PREFIX}/plans/${room}-${hall}-${bath}-${seed}.svg`;

/** A construction photo of stage `stage` (index of CONSTRUCTION_STAGES). */
export const constructionUrl = (styleId: number, stage: number, seed: number): string =>
  `${MEDIA_PREFIX}/construction/${styleId}-${stage}-${seed}.svg`;

/** A company logo with a one- or two-character monogram. */
export const logoUrl = (seed: number, mono: string): string =>
  `${MEDIA_PREFIX}/logos/${seed}-${encodeURIComponent(mono)}.svg`;

/** A reviewer avatar with one character. */
export const avatarUrl = (seed: number, initial: string): string =>
  `${MEDIA_PREFIX}/avatars/${seed}-${encodeURIComponent(initial)}.svg`;
