/**
 * From a field description to react-admin parts: the field that shows it, the input that edits it,
 * and the list filters it offers. One switch per purpose over the field kinds of the contract.
 */
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  DateField,
  DateInput,
  DateTimeInput,
  EmailField,
  FunctionField,
  NumberField,
  NumberInput,
  PasswordInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  UrlField,
  email,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  type Validator,
} from 'react-admin';
import { formatMoney } from '../../src/ui/format';
import type { FieldDescription, ResourceDescription } from './description';
import { UrlInput } from './url-input';

const FLAG_CHOICES = [
  { id: 1, name: 'Yes' },
  { id: 0, name: 'No' },
];

/** Money is stored in minor units and edited in major units (12.50, not 1250). */
export const toMajor = (minor: unknown) => (typeof minor === 'number' ? minor / 100 : minor);
export const toMinor = (major: unknown) => (typeof major === 'number' && Number.isFinite(major) ? Math.round(major * 100) : major === '' ? null : major);

/** How much of a long text a list's cell shows (the show page has it all). */
export const LIST_TEXT_MAX = 120;

/** A long text as one line of at most `max` characters. */
export function clip(value: unknown, max = LIST_TEXT_MAX): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The field that shows `f` in a list (`inList`: long texts clipped to one line), a show page or a reference. */
export function fieldFor(f: FieldDescription, opts: { sortable?: boolean; inList?: boolean } = {}): ReactElement {
  const common = { source: f.source, label: f.label, sortable: opts.sortable ?? f.sortable, key: f.source };
  switch (f.kind) {
    case 'longtext':
      return opts.inList ? (
        <FunctionField {...common} render={(record: Record<string, unknown>) => clip(record[f.source])} />
      ) : (
        <TextField {...common} emptyText="—" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} />
      );
    case 'reference':
      return (
        <ReferenceField {...common} reference={f.reference!} link="show" emptyText="—">
          {undefined}
        </ReferenceField>
      );
    case 'money':
      return (
        <FunctionField
          {...common}
          textAlign="right"
          render={(record: Record<string, unknown>) =>
            record[f.source] == null ? '—' : formatMoney(Number(record[f.source]), String(record.currency ?? 'USD'))
          }
        />
      );
    case 'flag':
      return <BooleanField {...common} looseValue />;
    case 'enum':
      return <SelectField {...common} choices={f.choices as { id: string; name: string }[]} emptyText="—" />;
    case 'datetime':
      return <DateField {...common} showTime emptyText="—" />;
    case 'date':
      return <DateField {...common} emptyText="—" />;
    case 'email':
      return <EmailField {...common} />;
    case 'url':
      return <UrlField {...common} target="_blank" rel="noreferrer" emptyText="—" />;
    case 'integer':
    case 'number':
    case 'id':
      return <NumberField {...common} emptyText="—" />;
    case 'json':
      return <FunctionField {...common} render={(record: Record<string, unknown>) => JSON.stringify(record[f.source] ?? null)} />;
    default:
      return <TextField {...common} emptyText="—" />;
  }
}

/** The contract's constraints as react-admin validators. */
function validators(f: FieldDescription, mode: 'create' | 'edit'): Validator[] {
  const v: Validator[] = [];
  if (f.required && (mode === 'create' || f.kind !== 'password')) v.push(required());
  if (f.minLength !== undefined && f.minLength > 0) v.push(minLength(f.minLength));
  if (f.maxLength !== undefined) v.push(maxLength(f.maxLength));
  if (f.kind !== 'money') {
    if (f.minimum !== undefined) v.push(minValue(f.minimum));
    if (f.maximum !== undefined) v.push(maxValue(f.maximum));
  } else if (f.minimum !== undefined) v.push(minValue(f.minimum / 100));
  if (f.kind === 'email') v.push(email());
  return v;
}

/** The input that edits `f`, or null for what the server sets (id, read-only fields). */
export function inputFor(f: FieldDescription, mode: 'create' | 'edit'): ReactElement | null {
  if (f.readOnly || f.kind === 'id') return null;
  const common = {
    source: f.source,
    label: f.label,
    key: f.source,
    validate: validators(f, mode),
    helperText: f.description ?? false,
    fullWidth: true,
    defaultValue: mode === 'create' ? f.default : undefined,
  };
  switch (f.kind) {
    case 'reference':
      return (
        <ReferenceInput key={f.source} source={f.source} reference={f.reference!}>
          <AutocompleteInput label={f.label} validate={common.validate} fullWidth filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
      );
    case 'money':
      return <NumberInput {...common} format={toMajor} parse={toMinor} step={0.01} />;
    case 'flag':
      return <BooleanInput {...common} format={(v: unknown) => v === 1 || v === true} parse={(v: boolean) => (v ? 1 : 0)} />;
    case 'enum':
      return <SelectInput {...common} choices={f.choices as { id: string; name: string }[]} emptyText={f.nullable ? '—' : undefined} />;
    case 'datetime':
      return <DateTimeInput {...common} parse={(v: string) => (v ? new Date(v).toISOString() : null)} />;
    case 'date':
      return <DateInput {...common} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" helperText={mode === 'edit' ? 'Leave empty to keep the current password' : false} />;
    case 'integer':
    case 'number':
      return <NumberInput {...common} />;
    case 'longtext':
      return <TextInput {...common} multiline minRows={3} parse={emptyToNull(f)} />;
    case 'json':
      return null;
    case 'url':
      return <UrlInput {...common} parse={emptyToNull(f)} accept={f.source.startsWith('video') ? 'video/mp4,video/webm' : 'image/jpeg,image/png,image/webp,image/gif'} />;
    default:
      return <TextInput {...common} type={f.kind === 'email' ? 'email' : 'text'} parse={emptyToNull(f)} />;
  }
}

/** An emptied optional text is null, not "" (which may break a format such as a URL). */
const emptyToNull = (f: FieldDescription) => (v: string) => (v === '' && f.nullable ? null : v);

/** The list filters: a search (when the resource has search fields) and one input per filterable field. */
export function filtersFor(d: ResourceDescription, omit: readonly string[] = []): ReactElement[] {
  const out: ReactElement[] = [];
  if (d.search.length) out.push(<SearchInput key="q" source="q" alwaysOn placeholder={`Search ${d.label.toLowerCase()}`} />);
  for (const f of d.fields) {
    if (!f.filterable || omit.includes(f.source)) continue;
    switch (f.kind) {
      case 'enum':
        out.push(<SelectInput key={f.source} source={f.source} label={f.label} choices={f.choices as { id: string; name: string }[]} />);
        break;
      case 'flag':
        out.push(<SelectInput key={f.source} source={f.source} label={f.label} choices={FLAG_CHOICES} />);
        break;
      case 'reference':
        out.push(
          <ReferenceInput key={f.source} source={f.source} reference={f.reference!}>
            <AutocompleteInput label={f.label} filterToQuery={(q: string) => ({ q })} />
          </ReferenceInput>,
        );
        break;
      case 'datetime':
      case 'date':
        out.push(<DateInput key={`${f.source}_gte`} source={`${f.source}_gte`} label={`${f.label} from`} />);
        out.push(<DateInput key={`${f.source}_lte`} source={`${f.source}_lte`} label={`${f.label} until`} parse={endOfDay} />);
        break;
      case 'money':
        out.push(<NumberInput key={`${f.source}_gte`} source={`${f.source}_gte`} label={`${f.label} at least`} format={toMajor} parse={toMinor} />);
        out.push(<NumberInput key={`${f.source}_lte`} source={`${f.source}_lte`} label={`${f.label} at most`} format={toMajor} parse={toMinor} />);
        break;
      default:
        out.push(<TextInput key={f.source} source={f.source} label={f.label} />);
    }
  }
  return out;
}

/** An "until" date includes that whole day. */
const endOfDay = (v: string) => (v ? `${v}T23:59:59.999Z` : v);
