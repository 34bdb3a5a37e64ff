/** The program's details: title, description, sport, level, length, cover, price and pricing. Saved as typed (autosave). */
import {
  Card,
  CardContent,
  CardHeader,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  InputAdornment,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  TextField,
} from '@mui/material';
import { PROGRAM_LIMITS } from '../../../../src/domain/program-rules';
import { formatLevel } from '../../programs/format-program';
import { CURRENCIES, formProblems, LEVELS, type DetailsField, type DetailsForm } from '../details-form';
import { builder, useBuilder } from '../stores/builder-store';
import { CoverField } from './CoverField';


export function DetailsCard() {
  const form = useBuilder((s) => s.form);
  const touched = useBuilder((s) => s.touched);
  const revealAll = useBuilder((s) => s.revealAll);
  const problems = formProblems(form);
  const problem = (field: DetailsField) => ((revealAll || touched[field]) && problems[field as keyof typeof problems]) || undefined;
  const text = (field: 'title' | 'description' | 'sport' | 'duration_weeks' | 'price') => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => builder.edit({ [field]: e.target.value } as Partial<DetailsForm>),
    onBlur: () => builder.touch(field),
    // Stable ids: the caret follows the trainer from the new program's address to its edit address.
    id: `program-${field}`,
    error: !!problem(field),
  });

  return (
    <Card variant="outlined">
      <CardHeader title="Details" slotProps={{ title: { variant: 'h6', component: 'h2' } }} subheader="Saved automatically as you type." />
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField
              {...text('title')}
              label="Title"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: PROGRAM_LIMITS.titleMax + 20 } }}
              helperText={problem('title') ?? `${form.title.trim().length}/${PROGRAM_LIMITS.titleMax} characters`}
            />
          </Grid>
          <Grid size={12}>
            <TextField {...text('description')} label="Description" fullWidth multiline minRows={3} helperText="What athletes get, who it is for, what they need." />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField {...text('sport')} label="Sport" fullWidth placeholder="Strength, Running…" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormControl fullWidth>
              <InputLabel id="level-label">Level</InputLabel>
              <Select labelId="level-label" label="Level" value={form.level} onChange={(e) => builder.edit({ level: e.target.value as DetailsForm['level'] })}>
                {LEVELS.map((l) => (
                  <MenuItem key={l} value={l}>
                    {formatLevel(l)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              {...text('duration_weeks')}
              label="Duration"
              type="number"
              fullWidth
              slotProps={{ input: { endAdornment: <InputAdornment position="end">weeks</InputAdornment> }, htmlInput: { min: PROGRAM_LIMITS.durationMin, max: PROGRAM_LIMITS.durationMax } }}
              helperText={problem('duration_weeks')}
            />
          </Grid>
          <Grid size={12}>
            <CoverField value={form.cover} onChange={(cover) => builder.edit({ cover })} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              {...text('price')}
              label="Price"
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">{form.currency}</InputAdornment> } }}
              helperText={problem('price') ?? 'In full units, e.g. 49.90; 0 for free.'}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormControl fullWidth>
              <InputLabel id="currency-label">Currency</InputLabel>
              <Select labelId="currency-label" label="Currency" value={form.currency} onChange={(e) => builder.edit({ currency: e.target.value })}>
                {[...new Set([...CURRENCIES, form.currency])].map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormControl>
              <FormLabel id="pricing-label">Pricing</FormLabel>
              <RadioGroup
                row
                aria-labelledby="pricing-label"
                value={form.pricing}
                onChange={(e) => builder.edit({ pricing: e.target.value as DetailsForm['pricing'] })}
              >
                <FormControlLabel value="one_time" control={<Radio />} label="One-time" />
                <FormControlLabel value="subscription" control={<Radio />} label="Subscription" />
              </RadioGroup>
            </FormControl>
          </Grid>
          {form.pricing === 'subscription' && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControl fullWidth error={!!problems.interval}>
                <InputLabel id="interval-label">Billing interval</InputLabel>
                <Select
                  labelId="interval-label"
                  label="Billing interval"
                  value={form.interval}
                  onChange={(e) => builder.edit({ interval: e.target.value as DetailsForm['interval'] })}
                >
                  <MenuItem value="month">Monthly</MenuItem>
                  <MenuItem value="year">Yearly</MenuItem>
                </Select>
                {problems.interval && <FormHelperText>{problems.interval}</FormHelperText>}
              </FormControl>
            </Grid>
          )}
        </Grid>
      </CardContent>
    </Card>
  );
}
