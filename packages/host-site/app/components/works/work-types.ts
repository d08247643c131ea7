/**
 * Shapes of the works answers of the content API (packages/api/src/content/works), as the
 * pages read them. The API answers more than core's schemas describe (which only hold what the
 * spec names); these types add the fields the pages show.
 */
import type { Picture } from '@renovo/core/contracts';
import type { WorkDetail, WorkImage } from '@renovo/core/schemas';

/** An `{id, name}` reference (style, region, housing type). */
export interface NamedRef {
  id: number;
  name: string;
}

/** A work as lists show it. */
export interface WorkCardData {
  id: number;
  title: string;
  cover: string;
  /** An uploaded cover as a `<picture>` (absent or null for a drawn demo cover). */
  cover_picture?: Picture | null;
  style: NamedRef | null;
  housing_type: NamedRef | null;
  region: NamedRef | null;
  area_ping: number;
  area_cn: string;
  budget_wan: number;
  budget_cn: string;
  layout_cn: string;
  image_count: number;
  view_count: number;
  /** 1 is a representative work. */
  is_represent_work: number;
  construction_labels: string[];
  tags: string[];
  company: { id: number; name: string; logo: string };
  published_at: string;
}

/** A page of a list (`data` of every list endpoint). */
export interface PageData<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

/** An image of the work detail (core's WorkImage plus what the API adds). */
export interface WorkDetailImage extends WorkImage {
  id: number;
  space_id: number | null;
  alt: string;
  /** An uploaded photo as a `<picture>` (absent or null for a drawn demo image). */
  picture?: Picture | null;
  caption?: string;
}

/** The work detail data. */
export interface WorkDetailData extends Omit<WorkDetail, 'images' | 'represent_data' | 'company' | 'id'> {
  id: number;
  description: string;
  collect_count: number;
  view_count: number;
  cover: string;
  company: {
    id: number;
    name: string;
    logo: string;
    verified?: boolean;
    region: NamedRef | null;
    rating: number;
    rating_count: number;
  };
  style: NamedRef | null;
  housing_type: NamedRef | null;
  region: NamedRef | null;
  area_ping: number;
  area_cn: string;
  budget_wan: number;
  budget_cn: string;
  layout: { room: number; hall: number; bath: number };
  layout_cn: string;
  designer: string;
  tags: string[];
  /** The space_cn of floor plans (left out of the viewer). */
  floor_plan_label: string;
  images: WorkDetailImage[];
  represent_data: { construction_images: WorkDetailImage[]; construction_labels: string[] } | null;
  published_at: string;
}

/** Previous (newer) and next (older) work of a work. */
export interface PrevNextData {
  prev_id: number | null;
  next_id: number | null;
  prev: WorkCardData | null;
  next: WorkCardData | null;
}

/** Works in a work's budget range: the range's value (e.g. `101-200`) and the works. */
export interface SameQuotation {
  range: string;
  works: WorkCardData[];
}
