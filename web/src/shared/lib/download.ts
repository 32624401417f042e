/** Saves an export answer `{ file (base64), fileName }` as a download. */
export function saveBase64File(base64: string, fileName: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeFor(fileName) }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function mimeFor(fileName: string): string {
  if (fileName.endsWith('.csv')) return 'text/csv';
  if (fileName.endsWith('.pdf')) return 'application/pdf';
  if (fileName.endsWith('.xlsx')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return 'application/octet-stream';
}
