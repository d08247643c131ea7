/**
 * The style test's shape (docs/spec/platform.md#calls): which styles and spaces its images show, how many
 * images
 * there are (ids 1 to {@link STYLE_TEST_IMAGE_COUNT}) and how many a visitor picks. The API draws
 * the images from these (packages/api/src/content/catalogue/style-test.ts).
 */

/** Styles of the test images, three images each. */
export const STYLE_TEST_STYLES: readonly number[] = [1, 10, 12, 22, 13, 5, 3, 2, 7, 6];

/** Spaces of each style's images. */
export const STYLE_TEST_SPACES: readonly number[] = [1, 6, 2];

/** How many test images there are: their ids run from 1 to this. */
export const STYLE_TEST_IMAGE_COUNT = STYLE_TEST_STYLES.length * STYLE_TEST_SPACES.length;

/** How many images a visitor picks (the client may ask for fewer or more, within the limits). */
export const STYLE_TEST_PICKS = { suggested: 5, min: 3, max: 10 } as const;
