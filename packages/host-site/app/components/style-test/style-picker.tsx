/**
 * The style test's picture grid (docs/spec/platform.md#routes-and-overlays /style-test): each picture is a
 * checkbox, so the form
 * posts `image_ids` to `/style-test/_logic/transform` with or without JavaScript. With it, the
 * count is announced and the submit waits for the minimum; no more than the maximum can be picked.
 */
import { findOption, format, SPACES, styleTestMessages } from '@renovo/core';
import { useState } from 'react';
import type { StyleImage, StylePicks } from './style-test-types.ts';
import './style-picker.css';

/** Props of {@link StylePicker}. */
export interface StylePickerProps {
  images: readonly StyleImage[];
  picks: StylePicks;
  /** Where the form posts (the transform route, keeping skipAuth and device). */
  action: string;
}

/** The form. */
export function StylePicker({ images, picks, action }: StylePickerProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const count = chosen.length;
  const full = count >= picks.max;
  const toggle = (id: number, on: boolean) =>
    setChosen((list) => (on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id)));
  return (
    <form className="style-picker" method="post" action={action}>
      <fieldset>
        <legend className="visually-hidden">{styleTestMessages.pickLegend}</legend>
        <ul className="style-picker__grid">
          {images.map((image, index) => {
            const checked = chosen.includes(image.id);
            const space = findOption(SPACES, image.space_id)?.label ?? '';
            return (
              <li key={image.id}>
                <label className={`style-pick${checked ? ' is-checked' : ''}`}>
                  <input
                    type="checkbox"
                    name="image_ids"
                    value={image.id}
                    checked={checked}
                    disabled={full && !checked}
                    onChange={(event) => toggle(image.id, event.target.checked)}
                  />
                  <img
                    src={image.url}
                    alt={format(styleTestMessages.pictureAlt, { n: index + 1, space })}
                    width={1200}
                    height={800}
                    loading={index < 4 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <span className="style-pick__mark" aria-hidden="true">
                    ✓
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="style-picker__bar">
        <p className="style-picker__count" aria-live="polite">
          {count < picks.min
            ? format(styleTestMessages.pickMore, { n: count, more: picks.min - count })
            : format(styleTestMessages.picked, { n: count, max: picks.max })}
        </p>
        <button
          type="submit"
          className="button"
          aria-disabled={count < picks.min}
          onClick={(event) => {
            if (count < picks.min) event.preventDefault();
          }}
        >
          {styleTestMessages.submit}
        </button>
      </div>
    </form>
  );
}
