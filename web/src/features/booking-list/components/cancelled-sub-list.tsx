import { Field, HStack, Input, NativeSelect, SegmentGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { pageOf } from '../../../shared/lib/api/index.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useAssessorChoices, useCandidateMatches } from '../api/booking-list-queries.ts';
import type { CancelledBy } from '../lib/booking-list-tabs.ts';

/** The Cancelled tab's sub-lists for admins (doc 2): every cancelled booking, one candidate's, or one assessor's. */
export function CancelledSubList({ value, onChange }: { value: CancelledBy; onChange(v: CancelledBy): void }) {
  const label = useLabels();
  const [text, setText] = useState('');
  const assessors = useAssessorChoices(value.kind === 'ASSESSOR');
  const candidates = useCandidateMatches(value.kind === 'CANDIDATE' ? text : '');
  const found = pageOf(candidates.data)?.dataset ?? [];
  return (
    <HStack gap="3" wrap="wrap" align="flex-end">
      <SegmentGroup.Root
        size="sm"
        value={value.kind}
        onValueChange={(e) => onChange(e.value === 'CANDIDATE' || e.value === 'ASSESSOR' ? { kind: e.value, id: '' } : { kind: 'ALL' })}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={[
            { value: 'ALL', label: 'All' },
            { value: 'CANDIDATE', label: `By ${label('CANDIDATE')}` },
            { value: 'ASSESSOR', label: `By ${label('ASSESSOR')}` },
          ]}
        />
      </SegmentGroup.Root>
      {value.kind === 'CANDIDATE' && (
        <>
          <Field.Root width="auto">
            <Field.Label>Find {label('CANDIDATE').toLowerCase()}</Field.Label>
            <Input size="sm" value={text} placeholder="Name or e-mail" onChange={(e) => setText(e.target.value)} />
          </Field.Root>
          <Field.Root width="auto">
            <Field.Label>{label('CANDIDATE')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={value.id} onChange={(e) => onChange({ kind: 'CANDIDATE', id: e.target.value })}>
                <option value="">Select</option>
                {found.map((c) => (
                  <option key={c.encryptedId} value={c.encryptedId}>
                    {`${c.fullName ?? ''} (${c.username ?? ''})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </>
      )}
      {value.kind === 'ASSESSOR' && (
        <Field.Root width="auto">
          <Field.Label>{label('ASSESSOR')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={value.id} onChange={(e) => onChange({ kind: 'ASSESSOR', id: e.target.value })}>
              <option value="">Select</option>
              {(assessors.data ?? []).map((a) => (
                <option key={a.encryptedId} value={a.encryptedId}>
                  {a.fullName ?? a.name ?? ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
    </HStack>
  );
}
