/** Shapes of the short-video answers of the content API (packages/api/src/content/shorts). */
import type { NamedRef } from '../works/work-types.ts';

/** A short video as lists and the player show it. */
export interface ShortData {
  id: number;
  title: string;
  description: string;
  /** Portrait poster, 720 × 1280. */
  poster: string;
  video_url: string;
  /** The media type of `video_url` (`video/mp4`, or `image/svg+xml` for the drawn slideshows). */
  video_type: string;
  duration: number;
  duration_cn: string;
  play_count: number;
  work: { id: number; title: string } | null;
  company: { id: number; name: string; logo: string } | null;
  category: NamedRef | null;
  style: NamedRef | null;
  published_at: string;
}
