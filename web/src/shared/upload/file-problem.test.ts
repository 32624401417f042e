import { describe, expect, it } from 'vitest';
import { fileProblem, uploadTypeName } from './file-problem.ts';

describe('fileProblem', () => {
  it("asks for the kind of file the chooser takes: 'Please select {type} file to upload'", () => {
    expect(fileProblem(undefined, ['.csv'])).toBe('Please select CSV file to upload');
    expect(fileProblem(undefined, ['.xlsx'])).toBe('Please select Excel file to upload');
    expect(fileProblem(undefined, ['.csv', '.xlsx'])).toBe('Please select CSV or Excel file to upload');
  });

  it('names the upload types as the organisation configuration does (CSV, Excel)', () => {
    expect(uploadTypeName(['.csv', '.xlsx'])).toBe('CSV or Excel');
    expect(uploadTypeName(['.ics'])).toBe('ICS');
  });
});
