import type { ReadonlySignal } from '@preact/signals-core';
import type { QuoteContext } from '@renovo/core';

/** The attribute signals a quote popup's form context reads. */
export interface QuoteContextProps {
  module: ReadonlySignal<string | null>;
  type: ReadonlySignal<string | null>;
  resourceId: ReadonlySignal<string | null>;
  companyId: ReadonlySignal<string | null>;
  stopRedirect: ReadonlySignal<boolean>;
}

/**
 * The form context of a quote popup (basic or community), read live from the element's
 * attributes at submit time, so changes after creation are honoured; `defaultModule` stands in
 * for a missing `module`.
 */
export function quoteContextOf(props: QuoteContextProps, defaultModule: string): QuoteContext {
  return {
    get module() {
      return props.module.peek() || defaultModule;
    },
    get type() {
      return props.type.peek() || undefined;
    },
    get resource_id() {
      return props.resourceId.peek() ?? undefined;
    },
    get company_id() {
      return props.companyId.peek() ?? undefined;
    },
    get stopRedirect() {
      return props.stopRedirect.peek();
    },
  };
}
