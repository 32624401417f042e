/** A table of the dashboard as the PDF shows it. */
export interface PdfSection {
  heading: string;
  head: string[];
  body: (string | number)[][];
}

/** A chart drawn into the PDF: its heading and its picture as a PNG data URI. */
export interface PdfChart {
  heading: string;
  png: string;
  /** width / height of the picture. */
  ratio: number;
}

const ddMmYyyy = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : day);

/** The PDF's title (doc 2 §9): 'DASHBOARD - {step} ({start} - {end})', dates as dd/MM/yyyy (en-GB). */
export const dashboardPdfTitle = (step: string, start: string, end: string) => `DASHBOARD - ${step} (${ddMmYyyy(start)} - ${ddMmYyyy(end)})`;

/** The saved file's name (doc 2 §9): Dashboard_{date}.PDF, the date as yyyy-MM-dd. */
export const dashboardPdfFileName = (today: string) => `Dashboard_${today}.PDF`;

/**
 * The dashboard as an A4 landscape PDF (doc 2 §9): the title, the charts' pictures two to a row, then each table.
 * jsPDF and its table plugin load only when a PDF is asked for.
 */
export async function dashboardPdf(title: string, charts: readonly PdfChart[], sections: readonly PdfSection[]): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  doc.setProperties({ title });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const margin = 12;
  doc.setFontSize(16);
  doc.text(title, margin, margin + 4);
  let y = margin + 12;
  const cellWidth = (pageWidth - margin * 3) / 2;
  for (let i = 0; i < charts.length; i += 2) {
    const row = charts.slice(i, i + 2);
    const height = Math.min(70, Math.max(...row.map((c) => cellWidth / c.ratio)));
    if (y + height + 8 > pageHeight - margin) {
      doc.addPage();
      y = margin;
    }
    row.forEach((chart, j) => {
      const x = margin + j * (cellWidth + margin);
      doc.setFontSize(11);
      doc.text(chart.heading, x, y);
      const width = Math.min(cellWidth, height * chart.ratio);
      doc.addImage(chart.png, 'PNG', x, y + 2, width, width / chart.ratio);
    });
    y += height + 10;
  }
  for (const section of sections) {
    if (y > pageHeight - margin - 20) {
      doc.addPage();
      y = margin;
    }
    doc.setFontSize(11);
    doc.text(section.heading, margin, y);
    autoTable(doc, { startY: y + 2, head: [section.head], body: section.body, margin: { left: margin, right: margin }, styles: { fontSize: 9 } });
    y = ((doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? y) + 10;
  }
  return doc.output('blob');
}
