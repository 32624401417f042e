/** The fields of an address a screen shows on one line. */
export interface AddressLine {
  label?: string;
  addLine1?: string;
  addLine2?: string;
  city?: string;
  state?: string;
  postCode?: number;
}

/** "Label, 1 George St, Level 2, Sydney NSW 2000": the address on one line (doc 3 §2.12 displayAddress), empty parts left out. */
export function displayAddress(a: AddressLine | undefined): string {
  if (!a) return '';
  const place = [a.city, a.state, a.postCode === undefined ? undefined : String(a.postCode)].filter(Boolean).join(' ');
  return [a.label, a.addLine1, a.addLine2, place].filter((p) => p && p.trim()).join(', ');
}
