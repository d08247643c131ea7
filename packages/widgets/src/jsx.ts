/**
 * `@renovo/widgets/jsx`: React 19's JSX for the Renovo custom elements. Import it once, as a
 * type (`import type {} from '@renovo/widgets/jsx'`) or in a `.d.ts` file of the app, and
 * `<renovo-quote>` and the others are intrinsic elements with their attributes (kebab-case,
 * always safe) or properties (camelCase, once the element is defined), and their events as
 * `onrenovo-<event>` props: React 19 passes properties to custom elements and adds a listener for
 * every `on…` prop whose value is a function, using the rest of the prop name as the event name.
 * Apart from this file the package's types do not need React.
 *
 * @example
 * import type {} from '@renovo/widgets/jsx';
 * import '@renovo/widgets/quote';
 * <renovo-quote version="v2" stop-redirect onrenovo-submit={(e) => save(e.detail.id)} />
 */
import type { RenovoElements, RenovoEventProps } from './types.ts';

export type * from './types.ts';

/** React's props of one element: its attributes and events plus what any HTML element takes. */
type ReactProps<E extends HTMLElement, A> = import('react').DetailedHTMLProps<
  import('react').HTMLAttributes<E>,
  E
> &
  A &
  RenovoEventProps & { class?: string };

/** Every element's React props, by tag (the tags and their types come from the element table). */
type RenovoIntrinsicElements = {
  [Tag in keyof RenovoElements]: ReactProps<RenovoElements[Tag][0], RenovoElements[Tag][1]>;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends RenovoIntrinsicElements {}
  }
}
