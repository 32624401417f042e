/**
 * Whether focus that lands in a form field was the person's doing. A dialog or page that opens moves focus to its
 * first field by itself; leaving that field is not the person touching it, so its messages wait (doc 3 §5: a required
 * field says so once the person has been in it, or on submit). The last pointer or key press of the page is recorded
 * before the focus it causes: focus is the person's when they pressed inside the field (its input or label) or moved
 * with the keyboard (Tab, or a key inside the field such as the arrows of a radio group).
 */

let lastPress: { target: EventTarget | null; key?: string } | undefined;
let watching = false;

/** Starts recording presses (once per page; capture phase, so a press is known before the focus it causes). */
export function watchUserPresses(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const press = (e: Event) => {
    lastPress = { target: e.target };
  };
  for (const type of ['pointerdown', 'mousedown', 'touchstart']) window.addEventListener(type, press, true);
  window.addEventListener('keydown', (e) => (lastPress = { target: e.target, key: e.key }), true);
}

/** True when the focus now arriving inside `field` (the field's root element) follows the person's own press. */
export function focusIsUsers(field: Element): boolean {
  if (!lastPress) return false;
  if (lastPress.key === 'Tab') return true;
  return lastPress.target instanceof Node && field.contains(lastPress.target);
}
