/**
 * The profile-completion form of a role (athlete or trainer): the photo, the names while the account has none, and the
 * role's own fields (roles.ts). Checked with the server's own rules (src/domain/profile-completion.ts, through the
 * resolver of form.ts) before sending, and again as you type once you have tried to send; the server's verdict shows
 * at the fields. On success: a toast, and the role's home.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Controller, FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { Alert, Box, Button, Divider, Stack } from '@mui/material';
import { PROFILE_COMPLETION_HOME } from '../../../src/config/constants';
import type { NameInput } from '../../../src/domain/profile-completion';
import { textOf as wordsOf, useText } from '../../../src/i18n/text';
import { showToast } from '../../../src/ui/toasts';
import { useCompleteProfile, useUploadProfilePhoto, type CompletingRole, type ProfileCompletion, type ProfileDetails } from './api';
import { completionResolver, namesNeeded, shownErrors, type CommonRequest, type CommonValues } from './form';
import { profileRulesText } from './i18n/en';
import { NameFields, useNameLabels } from './NameFields';
import { PhotoField } from './PhotoField';
import { ROLE_FORMS } from './roles';

export interface ProfileCompletionFormProps {
  role: CompletingRole;
  /** profile_complete 0: the first completion (its button and toast say so); else an edit of the profile. */
  pending: boolean;
  photo: string | null;
  details: ProfileDetails<CompletingRole>;
  /** The account's names now (the form asks for them while it has none). */
  names: NameInput;
}

type Values = CommonValues & Record<string, unknown>;
type Request = ProfileCompletion<CompletingRole> & CommonRequest;

export function ProfileCompletionForm({ role, pending, photo, details, names }: ProfileCompletionFormProps) {
  const { text, defaults, request, check, Fields } = ROLE_FORMS[role];
  const navigate = useNavigate();
  const complete = useCompleteProfile(role);
  const upload = useUploadProfilePhoto(role);
  const t = useText(text);
  const rules = useText(profileRulesText);
  const nameLabels = useNameLabels();
  const labels: Record<string, string> = { ...t.labels, ...nameLabels };
  const form = useForm<Values, unknown, Request>({
    defaultValues: { photo, first_name: names.first_name ?? '', last_name: names.last_name ?? '', ...defaults(details) },
    resolver: completionResolver<Values, object>({ photo, names, nameLabels, messages: rules, request: (values) => request(values), check: (body) => check(body, t, rules) }),
    // A refused submit shows the messages and leaves the focus where it is.
    shouldFocusError: false,
  });
  const refusal = useRefusal(form);

  // The rules' messages follow the language: when it changes, the fields showing one are checked again.
  useEffect(() => {
    const shown = Object.entries(form.formState.errors).flatMap(([name, error]) => (error?.type === 'validate' ? [name] : []));
    if (shown.length) void form.trigger(shown);
  }, [form, t, rules, nameLabels]);

  const submit = form.handleSubmit((body) => {
    refusal.keep();
    complete.mutate(body, {
      onSuccess: () => {
        showToast({ type: 'success', message: pending ? wordsOf(profileRulesText).completed : wordsOf(profileRulesText).saved });
        void navigate(PROFILE_COMPLETION_HOME[role], { replace: true });
      },
      onError: (error) => {
        const shown = shownErrors(error, labels);
        refusal.show(shown.fields);
        if (shown.form) form.setError('root.server', { type: 'server', message: shown.form });
      },
    });
  }, refusal.keep);
  const formError = form.formState.errors.root?.server?.message;

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t.form}>
        <Stack spacing={3}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <Controller
            name="photo"
            control={form.control}
            render={({ field, fieldState }) => <PhotoField value={field.value} onChange={field.onChange} upload={upload.mutateAsync} error={fieldState.error?.message} disabled={complete.isPending} />}
          />
          <Divider />
          {namesNeeded(names) && <NameFields labels={nameLabels} />}
          <Fields />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" size="large" loading={complete.isPending} disabled={upload.isPending}>
              {pending ? t.complete : t.save}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}

/**
 * The server's verdict at the fields (errors of type 'server') stays until its field is edited, through later submits
 * too — one the rules stop elsewhere, or one still on its way — as the rules' verdict would replace it on each submit.
 */
function useRefusal(form: UseFormReturn<Values, unknown, Request>) {
  const refused = useRef<Partial<Record<string, string>>>({});
  const { watch, getFieldState, setError, clearErrors } = form;
  useEffect(() => {
    const { unsubscribe } = watch((_values, { name, type }) => {
      if (name && type === 'change') delete refused.current[name];
    });
    return unsubscribe;
  }, [watch]);
  /** Shows the server's messages again where the rules have none. */
  const keep = () => {
    for (const [name, message] of Object.entries(refused.current)) if (message && !getFieldState(name).error) setError(name, { type: 'server', message });
  };
  /** The server's new verdict, in place of the last one. */
  const show = (fields: Partial<Record<string, string>>) => {
    clearErrors(Object.keys(refused.current));
    refused.current = { ...fields };
    keep();
  };
  return { keep, show };
}
