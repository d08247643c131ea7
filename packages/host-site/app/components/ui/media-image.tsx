/**
 * A content image: an uploaded photo as a `<picture>` (AVIF, WebP, then JPEG, each at the
 * widths made, with the photo's width and height so its box is reserved before it loads and its
 * dominant colour shown meanwhile), or a plain `<img>` of a drawn demo image's URL.
 */
import type { Picture } from '@renovo/core/contracts';
import type { ImgHTMLAttributes } from 'react';

/** Props of {@link MediaImage}. */
export interface MediaImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  /** The uploaded photo, when the content has one. */
  picture?: Picture | null;
  /** The image URL otherwise (a drawn demo image). */
  src: string;
  /** The box of a plain image (an uploaded photo brings its own). */
  width: number;
  height: number;
  /** Which width the image takes in the layout, for the browser's choice among the widths. */
  sizes?: string;
}

/** An uploaded photo's `<picture>`, or the plain image. */
export function MediaImage({
  picture,
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  style,
  ...img
}: MediaImageProps) {
  if (!picture) return <img src={src} alt={alt} width={width} height={height} style={style} {...img} />;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        style={{ backgroundColor: picture.color, ...style }}
        {...img}
      />
    </picture>
  );
}
