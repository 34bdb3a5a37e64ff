/**
 * From a field description to react-admin parts: the field that shows it, the input that edits it,
 * and the list filters it offers. One switch per purpose over the field kinds of the contract. Labels, help
 * texts and choices are the resource's keys (./keys.ts), which react-admin translates; what the words of
 * src/i18n build (range filters, the search box) comes in the current language from the caller.
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
import type { viewsText } from './i18n/en';
import type { ResourceWords } from '../i18n/en';
import { DATE_OPTIONS, DATE_TIME_OPTIONS, formatMoney } from '../../src/ui/format';
import type { FieldDescription, ResourceDescription } from './description';
import { choicesOf, fieldKey, helpKey } from './keys';
import { UrlInput } from './url-input';

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

/** Where a field is shown: its resource, and the language its dates and amounts are written in. */
export interface FieldContext {
  resource: string;
  locale?: string;
}

/** The field that shows `f` in a list (`inList`: long texts clipped to one line), a show page or a reference. */
export function fieldFor(f: FieldDescription, at: FieldContext, opts: { sortable?: boolean; inList?: boolean } = {}): ReactElement {
  const { resource, locale } = at;
  const common = { source: f.source, label: fieldKey(resource, f.source), sortable: opts.sortable ?? f.sortable, key: f.source };
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
            record[f.source] == null ? '—' : formatMoney(Number(record[f.source]), String(record.currency ?? 'USD'), locale)
          }
        />
      );
    case 'flag':
      return <BooleanField {...common} looseValue />;
    case 'enum':
      return <SelectField {...common} choices={choicesOf(resource, f)} emptyText="—" />;
    case 'datetime':
      return <DateField {...common} showTime locales={locale} options={DATE_TIME_OPTIONS} emptyText="—" />;
    case 'date':
      return <DateField {...common} locales={locale} options={DATE_OPTIONS} emptyText="—" />;
    case 'email':
      return <EmailField {...common} />;
    case 'url':
      return <UrlField {...common} target="_blank" rel="noreferrer" emptyText="—" />;
    case 'integer':
    case 'number':
    case 'id':
      return <NumberField {...common} locales={locale} emptyText="—" />;
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
export function inputFor(f: FieldDescription, mode: 'create' | 'edit', resource: string, text: typeof viewsText.en): ReactElement | null {
  if (f.readOnly || f.kind === 'id') return null;
  const label = fieldKey(resource, f.source);
  const common = {
    source: f.source,
    label,
    key: f.source,
    validate: validators(f, mode),
    helperText: f.description ? helpKey(resource, f.source) : false,
    fullWidth: true,
    defaultValue: mode === 'create' ? f.default : undefined,
  };
  switch (f.kind) {
    case 'reference':
      return (
        <ReferenceInput key={f.source} source={f.source} reference={f.reference!}>
          <AutocompleteInput label={label} validate={common.validate} fullWidth filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
      );
    case 'money':
      return <NumberInput {...common} format={toMajor} parse={toMinor} step={0.01} />;
    case 'flag':
      return <BooleanInput {...common} format={(v: unknown) => v === 1 || v === true} parse={(v: boolean) => (v ? 1 : 0)} />;
    case 'enum':
      return <SelectInput {...common} choices={choicesOf(resource, f)} emptyText={f.nullable ? '—' : undefined} />;
    case 'datetime':
      return <DateTimeInput {...common} parse={(v: string) => (v ? new Date(v).toISOString() : null)} />;
    case 'date':
      return <DateInput {...common} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" helperText={mode === 'edit' ? text.keepPassword : false} />;
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

/** The words a list's filters are named with, in the current language. */
export interface FilterWords {
  resource: ResourceWords;
  views: typeof viewsText.en;
  yes: string;
  no: string;
}

/** The list filters: a search (when the resource has search fields) and one input per filterable field. */
export function filtersFor(d: ResourceDescription, words: FilterWords, omit: readonly string[] = []): ReactElement[] {
  const out: ReactElement[] = [];
  const { views } = words;
  if (d.search.length) out.push(<SearchInput key="q" source="q" alwaysOn placeholder={views.search(words.resource.name)} />);
  const flags = [
    { id: 1, name: words.yes },
    { id: 0, name: words.no },
  ];
  for (const f of d.fields) {
    if (!f.filterable || omit.includes(f.source)) continue;
    const label = fieldKey(d.name, f.source);
    const named = words.resource.fields[f.source];
    switch (f.kind) {
      case 'enum':
        out.push(<SelectInput key={f.source} source={f.source} label={label} choices={choicesOf(d.name, f)} />);
        break;
      case 'flag':
        out.push(<SelectInput key={f.source} source={f.source} label={label} choices={flags} />);
        break;
      case 'reference':
        out.push(
          <ReferenceInput key={f.source} source={f.source} reference={f.reference!}>
            <AutocompleteInput label={label} filterToQuery={(q: string) => ({ q })} />
          </ReferenceInput>,
        );
        break;
      case 'datetime':
      case 'date':
        out.push(<DateInput key={`${f.source}_gte`} source={`${f.source}_gte`} label={views.from(named)} />);
        out.push(<DateInput key={`${f.source}_lte`} source={`${f.source}_lte`} label={views.until(named)} parse={endOfDay} />);
        break;
      case 'money':
        out.push(<NumberInput key={`${f.source}_gte`} source={`${f.source}_gte`} label={views.atLeast(named)} format={toMajor} parse={toMinor} />);
        out.push(<NumberInput key={`${f.source}_lte`} source={`${f.source}_lte`} label={views.atMost(named)} format={toMajor} parse={toMinor} />);
        break;
      default:
        out.push(<TextInput key={f.source} source={f.source} label={label} />);
    }
  }
  return out;
}

/** An "until" date includes that whole day. */
const endOfDay = (v: string) => (v ? `${v}T23:59:59.999Z` : v);
