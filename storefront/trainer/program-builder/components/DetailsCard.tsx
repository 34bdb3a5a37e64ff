/**
 * The program's details: title, description, sport, level, length, cover, price and pricing. Saved as typed
 * (autosave). Once the program has splits its length is theirs (the sum of their weeks): read-only here.
 */
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
import { builderText } from '../i18n/en';
import { programRulesText } from '../../common/programs/i18n/en';
import { programsText } from '../../common/programs/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { formatLevel } from '../../common/programs/format-program';
import { CURRENCIES, formProblems, LEVELS, type DetailsField, type DetailsForm } from '../details-form';
import { builder, useBuilder } from '../stores/builder-store';
import { CoverField } from './CoverField';


export function DetailsCard() {
  const form = useBuilder((s) => s.form);
  const touched = useBuilder((s) => s.touched);
  const revealAll = useBuilder((s) => s.revealAll);
  const splitWeeks = useBuilder((s) => s.splitWeeks);
  const t = useText(builderText).details;
  const levels = useText(programsText);
  const problems = formProblems(form, useText(programRulesText));
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
      <CardHeader title={t.title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} subheader={t.subheader} />
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField
              {...text('title')}
              label={t.programTitle}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: PROGRAM_LIMITS.titleMax + 20 } }}
              helperText={problem('title') ?? t.titleCount(form.title.trim().length, PROGRAM_LIMITS.titleMax)}
            />
          </Grid>
          <Grid size={12}>
            <TextField {...text('description')} label={t.description} fullWidth multiline minRows={3} helperText={t.descriptionHelp} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField {...text('sport')} label={t.sport} fullWidth placeholder={t.sportPlaceholder} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormControl fullWidth>
              <InputLabel id="level-label">{t.level}</InputLabel>
              <Select labelId="level-label" label={t.level} value={form.level} onChange={(e) => builder.edit({ level: e.target.value as DetailsForm['level'] })}>
                {LEVELS.map((l) => (
                  <MenuItem key={l} value={l}>
                    {formatLevel(l, levels)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              {...text('duration_weeks')}
              label={t.duration}
              type="number"
              fullWidth
              // Read-only (still read, with why) while the splits make the length.
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">{t.weeks}</InputAdornment> },
                htmlInput: { min: PROGRAM_LIMITS.durationMin, max: PROGRAM_LIMITS.durationMax, readOnly: splitWeeks !== null },
              }}
              helperText={splitWeeks !== null ? t.durationFromSplits(splitWeeks) : problem('duration_weeks')}
            />
          </Grid>
          <Grid size={12}>
            <CoverField value={form.cover} onChange={(cover) => builder.edit({ cover })} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              {...text('price')}
              label={t.price}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">{form.currency}</InputAdornment> } }}
              helperText={problem('price') ?? t.priceHelp}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormControl fullWidth>
              <InputLabel id="currency-label">{t.currency}</InputLabel>
              <Select labelId="currency-label" label={t.currency} value={form.currency} onChange={(e) => builder.edit({ currency: e.target.value })}>
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
              <FormLabel id="pricing-label">{t.pricing}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="pricing-label"
                value={form.pricing}
                onChange={(e) => builder.edit({ pricing: e.target.value as DetailsForm['pricing'] })}
              >
                <FormControlLabel value="one_time" control={<Radio />} label={t.oneTime} />
                <FormControlLabel value="subscription" control={<Radio />} label={t.subscription} />
              </RadioGroup>
            </FormControl>
          </Grid>
          {form.pricing === 'subscription' && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControl fullWidth error={!!problems.interval}>
                <InputLabel id="interval-label">{t.interval}</InputLabel>
                <Select
                  labelId="interval-label"
                  label={t.interval}
                  value={form.interval}
                  onChange={(e) => builder.edit({ interval: e.target.value as DetailsForm['interval'] })}
                >
                  <MenuItem value="month">{t.monthly}</MenuItem>
                  <MenuItem value="year">{t.yearly}</MenuItem>
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
