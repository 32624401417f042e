import { describe, expect, it } from 'vitest';
import { fieldMessages, invalidMobileMessage } from '@scheduler/contracts/field-rules';
import { MSG } from '@scheduler/contracts/messages';
import { checkCandidate, joinRequestTypes } from './candidate-fields.ts';

const AU_CSV = { uploadType: 'CSV', countryCode: 'AU' } as const;
const NZ_EXCEL = { uploadType: 'Excel', countryCode: 'NZ' } as const;
const base = { firstName: ' Cara ', lastName: 'Candidate', email: ' Cara@Example.COM ', uniqueId: 'U1' };

describe('checkCandidate (doc 3 §5 Candidate invite)', () => {
  it('trims, lower-cases the e-mail, strips spaces from the mobile and joins request types with a comma', () => {
    expect(checkCandidate({ ...base, mobile: '+614 1234 5678', requestTypes: ' Extra time ,, Reader ' }, AU_CSV)).toEqual({
      ok: true,
      candidate: {
        firstName: 'Cara',
        lastName: 'Candidate',
        email: 'cara@example.com',
        mobile: '+61412345678',
        uniqueId: 'U1',
        requestTypes: 'Extra time,Reader',
      },
    });
  });

  it('requires names and e-mail, the unique id only for the CSV upload type', () => {
    expect(checkCandidate({}, AU_CSV)).toEqual({
      ok: false,
      fields: { firstName: MSG.requiredField, lastName: MSG.requiredField, email: MSG.requiredField, uniqueId: MSG.requiredField },
    });
    expect(checkCandidate({ ...base, uniqueId: '' }, NZ_EXCEL).ok).toBe(true);
  });

  it("checks the e-mail format, the country's mobile pattern, lengths and markup", () => {
    expect(checkCandidate({ ...base, email: 'nobody@' }, AU_CSV)).toEqual({ ok: false, fields: { email: fieldMessages.email } });
    expect(checkCandidate({ ...base, mobile: '+61412345678' }, NZ_EXCEL)).toEqual({ ok: false, fields: { mobile: invalidMobileMessage('NZ') } });
    expect(checkCandidate({ ...base, mobile: '+6421234567' }, NZ_EXCEL).ok).toBe(true);
    expect(checkCandidate({ ...base, lastName: 'x'.repeat(201) }, AU_CSV)).toEqual({ ok: false, fields: { lastName: fieldMessages.maxLength(200) } });
    expect(checkCandidate({ ...base, firstName: '<img src=x onerror=alert(1)>' }, AU_CSV)).toEqual({
      ok: false,
      fields: { firstName: fieldMessages.invalidMarkup },
    });
  });

  it('keeps formula-looking text as the text it is', () => {
    const checked = checkCandidate({ ...base, firstName: '=HYPERLINK("http://x.test","y")' }, AU_CSV);
    expect(checked.ok && checked.candidate.firstName).toBe('=HYPERLINK("http://x.test","y")');
  });

  it('answers no request types for an empty list', () => {
    expect(joinRequestTypes(' , ,')).toBeUndefined();
  });
});
