/**
 * The shape of a generated admin resource description (admin-resources/generated/<resource>.ts, written
 * by `npm run codegen` from the contract). The generic components in this folder turn one into
 * react-admin List, Show, Edit and Create views.
 */
export type FieldKind =
  | 'id'
  | 'text'
  | 'longtext'
  | 'email'
  | 'url'
  | 'password'
  | 'integer'
  | 'number'
  | 'money'
  | 'currency'
  | 'flag'
  | 'enum'
  | 'reference'
  | 'datetime'
  | 'date'
  | 'json';

export interface FieldDescription {
  source: string;
  label: string;
  kind: FieldKind;
  /** Required when creating. */
  required: boolean;
  /** Set by the server; never sent. */
  readOnly: boolean;
  nullable: boolean;
  /** Offered as a list filter (text fields are searched through the `q` filter instead). */
  filterable: boolean;
  sortable: boolean;
  /** The admin resource a reference points at. */
  reference?: string;
  choices?: readonly { id: string | number; name: string }[];
  default?: unknown;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  description?: string;
}

export interface ResourceDescription {
  name: string;
  table: string;
  label: string;
  /** The fields that name a record (joined with a space). */
  representation: readonly string[];
  scope: Readonly<Record<string, string | number | null>>;
  search: readonly string[];
  /** The list's columns, in order. */
  list: readonly string[];
  fields: readonly FieldDescription[];
}
