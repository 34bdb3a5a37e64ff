/**
 * The generic views: a resource description in, react-admin List (datagrid with filters, sort,
 * pagination, CSV export, bulk actions), Show, Edit and Create out. A resource folder calls
 * `defineResource(description, overrides)` and overrides only what differs.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import {
  BulkDeleteButton,
  BulkExportButton,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  EditButton,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  SaveButton,
  Show,
  ShowButton,
  SimpleForm,
  SimpleShowLayout,
  Toolbar,
  TopToolbar,
  DeleteButton,
  type Exporter,
} from 'react-admin';
import type { SvgIconComponent } from '@mui/icons-material';
import type { FieldDescription, ResourceDescription } from './description';
import { fieldFor, filtersFor, inputFor } from './fields';
import { csvExporter } from './export';

export interface ResourceOverrides {
  icon?: SvgIconComponent;
  /** List columns (default: the description's list). */
  columns?: readonly string[];
  /** Extra list filters, or the filters to leave out. */
  extraFilters?: ReactElement[];
  omitFilters?: readonly string[];
  /** Filters applied when the list opens (e.g. status: requested). */
  filterDefaultValues?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Per-row buttons after Show/Edit. */
  rowActions?: ComponentType;
  /** Bulk buttons before export/delete. */
  bulkActions?: ReactNode;
  /** Show-page extras (below the fields) and actions (top right). */
  showAside?: ReactNode;
  showActions?: ReactNode;
  /** Views that do not exist for this resource. */
  canCreate?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
  /** Fields left out of the forms. */
  omitInputs?: readonly string[];
  /** Replace a generated view. */
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
}

export interface ResourceDefinition {
  name: string;
  label: string;
  icon?: SvgIconComponent;
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  recordRepresentation: (record: Record<string, unknown>) => string;
}

const byName = (d: ResourceDescription) => new Map<string, FieldDescription>(d.fields.map((f) => [f.source, f]));

/** A record's name: the representation fields joined ("Tara Stone"), or "#12". */
export function representationOf(d: ResourceDescription) {
  return (record: Record<string, unknown>) => {
    const parts = d.representation.map((f) => record?.[f]).filter((v) => v !== null && v !== undefined && v !== '');
    if (!parts.length || (d.representation.length === 1 && d.representation[0] === 'id')) return `#${String(record?.id ?? '')}`;
    return parts.join(' ');
  };
}

export function defineResource(d: ResourceDescription, o: ResourceOverrides = {}): ResourceDefinition {
  const fields = byName(d);
  const canCreate = o.canCreate ?? true;
  const canEdit = o.canEdit ?? d.fields.some((f) => !f.readOnly && f.kind !== 'id');
  const canDelete = o.canDelete ?? true;
  const exporter: Exporter = csvExporter(d);
  const columns = (o.columns ?? d.list).map((s) => fields.get(s)).filter((f): f is FieldDescription => !!f);
  const filters = [...filtersFor(d, o.omitFilters), ...(o.extraFilters ?? [])];
  const RowActions = o.rowActions;

  const ListActions = () => (
    <TopToolbar>
      {filters.length > 1 && <FilterButton />}
      {canCreate && <CreateButton />}
      <ExportButton />
    </TopToolbar>
  );
  const BulkActions = () => (
    <>
      {o.bulkActions}
      <BulkExportButton />
      {canDelete && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );

  const GeneratedList = () => (
    <List
      filters={filters}
      actions={<ListActions />}
      exporter={exporter}
      sort={o.sort ?? { field: 'id', order: 'DESC' }}
      filterDefaultValues={o.filterDefaultValues}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      storeKey={false}
      title={d.label}
    >
      <Datagrid rowClick="show" bulkActionButtons={<BulkActions />}>
        {columns.map((f) => fieldFor(f, { inList: true }))}
        <ShowButton />
        {canEdit && <EditButton />}
        {RowActions && <RowActions />}
      </Datagrid>
    </List>
  );

  const ShowActions = () => (
    <TopToolbar>
      {o.showActions}
      {canEdit && <EditButton />}
    </TopToolbar>
  );
  const GeneratedShow = () => (
    <Show actions={<ShowActions />} title={d.label}>
      <SimpleShowLayout>{d.fields.filter((f) => f.kind !== 'password').map((f) => fieldFor(f, { sortable: false }))}</SimpleShowLayout>
      {o.showAside}
    </Show>
  );

  const formInputs = (mode: 'create' | 'edit') =>
    d.fields
      .filter((f) => !(o.omitInputs ?? []).includes(f.source))
      .map((f) => inputFor(f, mode))
      .filter((el): el is ReactElement => el !== null);
  const EditToolbar = () => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
  const GeneratedEdit = () => (
    <Edit mutationMode="pessimistic" redirect="show" title={d.label}>
      <SimpleForm toolbar={<EditToolbar />}>{formInputs('edit')}</SimpleForm>
    </Edit>
  );
  const GeneratedCreate = () => (
    <Create redirect="show" title={d.label}>
      <SimpleForm>{formInputs('create')}</SimpleForm>
    </Create>
  );

  return {
    name: d.name,
    label: d.label,
    icon: o.icon,
    list: o.list ?? GeneratedList,
    show: o.show ?? GeneratedShow,
    edit: canEdit ? (o.edit ?? GeneratedEdit) : undefined,
    create: canCreate ? (o.create ?? GeneratedCreate) : undefined,
    recordRepresentation: representationOf(d),
  };
}
