/**
 * The account's names on the two profile-completion forms, asked for only while the account has none: a sign-up
 * may leave them out (lambda `register` takes email, password and role), and profile completion is where they come.
 * The rule is the server's own (checkProfileNames in src/domain/profile-completion.ts), applied by the form's resolver
 * (form.ts completionResolver) while the names are asked for (namesNeeded).
 */
import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { PROFILE_LIMITS as L } from '../../../src/config/constants';
import type { NameField } from '../../../src/domain/profile-completion';
import { commonText } from '../../../src/ui/i18n/en';
import { useText } from '../../../src/i18n/text';
import { FormTextField } from './FormTextField';

/** The names' labels in the form's language (the rule's messages and the server's 400 messages name them too). */
export function useNameLabels(): Record<NameField, string> {
  const common = useText(commonText);
  return useMemo(() => ({ first_name: common.firstName, last_name: common.lastName }), [common]);
}

/** The two fields, for a form whose values hold the names (form.ts CommonValues), through react-hook-form's context. */
export function NameFields({ labels }: { labels: Record<NameField, string> }) {
  const field = (name: NameField, autoComplete: string) => (
    <FormTextField name={name} label={labels[name]} required fullWidth autoComplete={autoComplete} slotProps={{ htmlInput: { maxLength: L.nameMax } }} />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {field('first_name', 'given-name')}
      {field('last_name', 'family-name')}
    </Stack>
  );
}
