/** The images the image viewer shows and where they come from (shared by the viewer's parts). */

/** Where the viewer's images come from: a work's photos or an article's. */
export interface ImageSource {
  type: 'work' | 'article';
  id: number;
}

/** One image of the viewer. */
export interface ViewerImage {
  id: number | string;
  url: string;
  alt: string;
  /** Shown under the image (the space or construction stage). */
  caption?: string;
  width?: number;
  height?: number;
  /** Where this image comes from when not the viewer's `source` (a work's photo in an article). */
  source?: ImageSource;
}
