/** The element that really has focus, looking through open shadow roots. */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active = doc.activeElement as HTMLElement | null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement;
  return active;
}

/**
 * A field's blur handler that runs `judge` (its blur rules) unless focus moved out of the field's
 * form (to the close icon, say): the visitor is leaving the popup, not the field for the next
 * one, and a message appearing there would move a bottom sheet under the finger.
 */
export function onFieldLeft(judge: () => void) {
  return (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    const form = (event.currentTarget as HTMLInputElement).form;
    if (!next || !form || form.contains(next)) judge();
  };
}
