import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelsProvider, useLabel } from './labels.tsx';

function Show({ code, plural }: { code: 'ASSESSOR' | 'MEETING' | 'CANDIDATE'; plural?: boolean }) {
  return <span>{useLabel(code, { plural })}</span>;
}

describe('labels', () => {
  it('uses the defaults without configured labels', () => {
    render(
      <LabelsProvider>
        <Show code="MEETING" plural />
      </LabelsProvider>,
    );
    expect(screen.getByText('Meetings')).toBeTruthy();
  });

  it('uses the organisation label from login and makes a y-plural ies', () => {
    render(
      <LabelsProvider labels={[{ code: 'ASSESSOR', display: 'Deputy' }]}>
        <Show code="ASSESSOR" />
        <Show code="ASSESSOR" plural />
      </LabelsProvider>,
    );
    expect(screen.getByText('Deputy')).toBeTruthy();
    expect(screen.getByText('Deputies')).toBeTruthy();
  });

  it('prefers a configured plural code', () => {
    render(
      <LabelsProvider
        labels={[
          { code: 'MEETING', display: 'Session' },
          { code: 'MEETINGS', display: 'Sittings' },
        ]}
      >
        <Show code="MEETING" plural />
      </LabelsProvider>,
    );
    expect(screen.getByText('Sittings')).toBeTruthy();
  });
});
