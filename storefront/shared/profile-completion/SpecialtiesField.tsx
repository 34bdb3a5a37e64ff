/**
 * Specialties as chips: pick suggestions or type your own (Enter, a comma, or leaving the field adds it).
 * Kept as one comma-separated text (src/domain/profile-completion.ts joinSpecialties).
 */
import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { splitSpecialties } from '../../../src/domain/profile-completion';

export const SUGGESTED_SPECIALTIES = [
  'Strength',
  'Hypertrophy',
  'Powerlifting',
  'Olympic lifting',
  'Running',
  'Endurance',
  'Mobility',
  'Weight loss',
  'Kettlebells',
  'HIIT',
  'Yoga',
  'Rehabilitation',
  'Nutrition',
] as const;

export interface SpecialtiesFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  helperText: string;
  label: string;
  placeholder: string;
}

export function SpecialtiesField({ value, onChange, error, helperText, label, placeholder }: SpecialtiesFieldProps) {
  const [input, setInput] = useState('');
  const add = (text: string) => {
    const next = splitSpecialties([...value, text].join(','));
    onChange(next);
    setInput('');
  };
  return (
    <Autocomplete
      multiple
      freeSolo
      options={SUGGESTED_SPECIALTIES as readonly string[]}
      filterSelectedOptions
      value={value}
      inputValue={input}
      onChange={(_e, next) => onChange(splitSpecialties(next.join(',')))}
      onInputChange={(_e, text, reason) => {
        if (reason === 'reset') setInput('');
        else if (text.includes(',')) add(text);
        else setInput(text);
      }}
      onBlur={() => input.trim() && add(input)}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={option} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} name="specialties" label={label} required placeholder={value.length ? '' : placeholder} error={!!error} helperText={error ?? helperText} />
      )}
    />
  );
}
