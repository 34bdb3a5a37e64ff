/**
 * The account's names on the two profile-completion forms, asked for only while the account has none: a sign-up
 * may leave them out (lambda `register` takes email, password and role), and profile completion is where they come.
 * The rule is the server's own (checkProfileNames in src/domain/profile-completion.ts).
 */
import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { PROFILE_LIMITS as L } from '../../../src/config/constants';
import { checkProfileNames, type NameField, type NameInput, type ProfileErrors, type ProfileMessages } from '../../../src/domain/profile-completion';
import { authCommonText } from '../../../src/i18n/en/auth/common';
import { useText } from '../../../src/i18n/text';

export interface ProfileNames {
  /** The account has no first or last name yet: the form asks for both. */
  needed: boolean;
  values: Record<NameField, string>;
  set(field: NameField, value: string): void;
  /** What the request carries: the names when they are asked for, else nothing (the stored ones stay). */
  request: NameInput;
  labels: Record<NameField, string>;
  /** The rule's verdict on what the request would carry, in the form's language. */
  check(messages: ProfileMessages): ProfileErrors<NameField>;
}

export function useProfileNames(stored: NameInput): ProfileNames {
  const common = useText(authCommonText);
  const needed = !stored.first_name?.trim() || !stored.last_name?.trim();
  const [values, setValues] = useState<Record<NameField, string>>({ first_name: stored.first_name ?? '', last_name: stored.last_name ?? '' });
  const labels = { first_name: common.firstName, last_name: common.lastName };
  const request: NameInput = needed ? values : {};
  return {
    needed,
    values,
    set: (field, value) => setValues((v) => ({ ...v, [field]: value })),
    request,
    labels,
    check: (messages) => (needed ? checkProfileNames(request, stored, { messages, labels }) : {}),
  };
}

export function NameFields({ names, errors, onEdit }: { names: ProfileNames; errors: Partial<Record<NameField, string>>; onEdit?: (field: NameField) => void }) {
  if (!names.needed) return null;
  const field = (name: NameField, autoComplete: string) => (
    <TextField
      name={name}
      label={names.labels[name]}
      value={names.values[name]}
      onChange={(e) => {
        names.set(name, e.target.value);
        onEdit?.(name);
      }}
      error={!!errors[name]}
      helperText={errors[name]}
      required
      fullWidth
      autoComplete={autoComplete}
      slotProps={{ htmlInput: { maxLength: L.nameMax } }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {field('first_name', 'given-name')}
      {field('last_name', 'family-name')}
    </Stack>
  );
}
