/**
 * /trainer/payouts/setup?link=…: the sandbox provider's payout-account form (ADR 027), what Stripe's hosted onboarding
 * is with a real key: legal name, date of birth, identity number, bank account, with Stripe's test values said. A field
 * left empty is missing (the provider will ask for it); the answer sends the trainer back to their profile.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, CardContent, Container, Stack, TextField, Typography } from '@mui/material';
import { useText } from '../../../../src/i18n/text';
import { useSandboxSetup } from '../api/payout-account';
import { payoutsText } from '../i18n/en';

export default function SandboxSetupPage() {
  const t = useText(payoutsText);
  const s = t.setup;
  const [params] = useSearchParams();
  const link = params.get('link') ?? '';
  const navigate = useNavigate();
  const setup = useSandboxSetup();
  const [form, setForm] = useState({ legal_name: '', date_of_birth: '', id_number: '', bank_account: '' });
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    fullWidth: true,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setup.mutate(
      { link, ...form },
      {
        onSuccess: ({ return_url }) => {
          const back = new URL(return_url, window.location.origin);
          if (back.origin === window.location.origin) navigate(`${back.pathname}${back.search}`);
          else window.location.assign(back.toString());
        },
      },
    );
  };
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {s.title}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {s.sandbox}
          </Alert>
          {!link && <Alert severity="warning">{s.noLink}</Alert>}
          {setup.error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {setup.error.message}
            </Alert>
          )}
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <TextField label={s.legalName} autoComplete="name" {...field('legal_name')} />
            <TextField label={s.dateOfBirth} type="date" slotProps={{ inputLabel: { shrink: true } }} autoComplete="bday" {...field('date_of_birth')} />
            <TextField label={s.idNumber} helperText={s.idHint} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field('id_number')} />
            <TextField label={s.bankAccount} helperText={s.bankHint} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field('bank_account')} />
            <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to="/trainer/profile">
                {s.cancel}
              </Button>
              <Button type="submit" variant="contained" disabled={!link || setup.isPending}>
                {setup.isPending ? s.submitting : s.submit}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
