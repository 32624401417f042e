import { Badge, Box, CloseButton, Field, NativeSelect, Text, Wrap } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useEffect } from 'react';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { useAccessCountries } from '../api/organisation-queries.ts';
import { accessCountryOptions, countryLabel, NO_RESTRICTION } from '../lib/access-countries.ts';

export const ACCESS_RESTRICTION_LABEL = 'Access Restriction';

export interface AccessRestrictionFieldProps {
  value: readonly string[];
  onChange(value: string[]): void;
  readOnly: boolean;
  error?: string;
}

/**
 * The organisation configuration's Access Restriction (doc 3 §2.1, §3 countryRestriction): a choice among the
 * countries organisation/getAccessCountries answers, shown as removable chips; none chosen is no restriction
 * (AWS_MANAGED_LIST). When the call offers no country the editor says 'Error Encountered: No Access Countries Found.'
 * (doc 3 §8) and offers nothing to add. A stored code the call does not offer stays visible so it can be removed
 * (organisation/save refuses it).
 */
export function AccessRestrictionField({ value, onChange, readOnly, error }: AccessRestrictionFieldProps) {
  const dialogs = useDialogs();
  const countries = useAccessCountries(!readOnly);
  const offered = countries.data ?? [];
  const none = countries.isSuccess && offered.length === 0;

  useEffect(() => {
    if (none) void dialogs.message({ title: MSG.noAccessCountriesTitle, message: MSG.noAccessCountries });
  }, [none, dialogs]);

  if (readOnly) {
    return (
      <Box>
        <Text fontSize="sm" fontWeight="medium" color="fg.muted" id="countryRestriction-label">
          {ACCESS_RESTRICTION_LABEL}
        </Text>
        <Text mt="1" aria-labelledby="countryRestriction-label" data-field="countryRestriction">
          {value.length ? value.map(countryLabel).join(', ') : NO_RESTRICTION}
        </Text>
      </Box>
    );
  }

  const choices = accessCountryOptions(offered).filter((o) => !value.includes(o.value));
  const notOffered = (code: string) => countries.isSuccess && !offered.includes(code);
  return (
    // The field's disabled state reaches the select (Chakra's NativeSelect reads the field context over its own prop).
    <Field.Root invalid={none || !!error} disabled={none || countries.isPending}>
      <Field.Label>{ACCESS_RESTRICTION_LABEL}</Field.Label>
      {value.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {NO_RESTRICTION} (no restriction)
        </Text>
      )}
      {/* A list only when it has items: an empty role=list fails axe's aria-required-children. */}
      {value.length > 0 && (
        <Wrap gap="2" role="list" aria-label="Chosen access countries">
          {value.map((code) => (
            <Badge key={code} role="listitem" size="lg" variant="outline" colorPalette={notOffered(code) ? 'red' : 'gray'} gap="1" pe="0">
              {countryLabel(code)}
              {notOffered(code) && ' (not an access country)'}
              <CloseButton size="2xs" aria-label={`Remove ${countryLabel(code)}`} onClick={() => onChange(value.filter((c) => c !== code))} />
            </Badge>
          ))}
        </Wrap>
      )}
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label="Add Access Country"
          value=""
          onChange={(e) => {
            const code = e.target.value;
            if (code && !value.includes(code)) onChange([...value, code]);
          }}
        >
          <option value="">{countries.isPending ? 'Loading countries…' : 'Add a country…'}</option>
          {choices.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {none ? (
        <Field.ErrorText>
          {MSG.noAccessCountriesTitle}: {MSG.noAccessCountries}
        </Field.ErrorText>
      ) : error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          Only callers from the chosen countries may use this organisation; with none chosen, callers from any country may.
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
