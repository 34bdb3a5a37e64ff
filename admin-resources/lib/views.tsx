/**
 * The generic views: a resource description in, react-admin List (datagrid with filters, sort,
 * pagination, CSV export, bulk actions), Show, Edit and Create out. A resource folder calls
 * `defineResource(description, overrides)` and overrides only what differs. Their words follow the
 * app's language: labels through react-admin's keys (./keys.ts), the rest from src/i18n.
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
  useNotify,
  useRedirect,
  type Exporter,
  type RaRecord,
} from 'react-admin';
import type { SvgIconComponent } from '@mui/icons-material';
import { commonText } from '../../src/ui/i18n/en';
import { resourcesText, resourceWords } from '../i18n/en';
import { viewsText } from './i18n/en';
import { useLocale } from '../../src/i18n/locale';
import { useText } from '../../src/i18n/text';
import type { FieldDescription, ResourceDescription } from './description';
import { fieldFor, filtersFor, inputFor } from './fields';
import { csvExporter, nameOf } from './export';
import { nameKey } from './keys';

export interface ResourceOverrides {
  icon?: SvgIconComponent;
  /** List columns (default: the description's list). */
  columns?: readonly string[];
  /** Extra list filters (labelled with ./keys.ts keys, which react-admin translates), or the filters to leave out. */
  extraFilters?: ReactElement[];
  omitFilters?: readonly string[];
  /** Filters applied when the list opens (e.g. status: requested). */
  filterDefaultValues?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Per-row buttons after Show/Edit. */
  rowActions?: ComponentType;
  /** Bulk buttons before export/delete. */
  bulkActions?: ReactNode;
  /** List buttons (top right) before export. */
  listActions?: ReactNode;
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
  return (record: Record<string, unknown>) => nameOf(d.name, record);
}

export function defineResource(d: ResourceDescription, o: ResourceOverrides = {}): ResourceDefinition {
  const fields = byName(d);
  const canCreate = o.canCreate ?? true;
  const canEdit = o.canEdit ?? d.fields.some((f) => !f.readOnly && f.kind !== 'id');
  const canDelete = o.canDelete ?? true;
  const exporter: Exporter = csvExporter(d);
  const columns = (o.columns ?? d.list).map((s) => fields.get(s)).filter((f): f is FieldDescription => !!f);
  const RowActions = o.rowActions;
  const title = nameKey(d.name);

  /** The list's filters, named in the current language. */
  const useFilters = () => {
    const views = useText(viewsText);
    const common = useText(commonText);
    const resource = resourceWords(useText(resourcesText), d.name)!;
    return [...filtersFor(d, { resource, views, yes: common.yes, no: common.no }, o.omitFilters), ...(o.extraFilters ?? [])];
  };

  const ListActions = ({ filterCount }: { filterCount: number }) => (
    <TopToolbar>
      {filterCount > 1 && <FilterButton />}
      {canCreate && <CreateButton />}
      {o.listActions}
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

  const GeneratedList = () => {
    const filters = useFilters();
    const at = { resource: d.name, locale: useLocale() };
    return (
      <List
        filters={filters}
        actions={<ListActions filterCount={filters.length} />}
        exporter={exporter}
        sort={o.sort ?? { field: 'id', order: 'DESC' }}
        filterDefaultValues={o.filterDefaultValues}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        storeKey={false}
        title={title}
      >
        <Datagrid rowClick="show" bulkActionButtons={<BulkActions />}>
          {columns.map((f) => fieldFor(f, at, { inList: true }))}
          <ShowButton />
          {canEdit && <EditButton />}
          {RowActions && <RowActions />}
        </Datagrid>
      </List>
    );
  };

  const ShowActions = () => (
    <TopToolbar>
      {o.showActions}
      {canEdit && <EditButton />}
    </TopToolbar>
  );
  const GeneratedShow = () => {
    const at = { resource: d.name, locale: useLocale() };
    return (
      <Show actions={<ShowActions />} title={title}>
        <SimpleShowLayout>{d.fields.filter((f) => f.kind !== 'password').map((f) => fieldFor(f, at, { sortable: false }))}</SimpleShowLayout>
        {o.showAside}
      </Show>
    );
  };

  const useInputs = (mode: 'create' | 'edit') => {
    const views = useText(viewsText);
    return d.fields
      .filter((f) => !(o.omitInputs ?? []).includes(f.source))
      .map((f) => inputFor(f, mode, d.name, views))
      .filter((el): el is ReactElement => el !== null);
  };
  const EditToolbar = () => (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
  /** A save says what was saved, by the record's name (not react-admin's "Element created"), then shows it. */
  const useSaved = (kind: 'created' | 'updated') => {
    const notify = useNotify();
    const redirect = useRedirect();
    const views = useText(viewsText);
    const resource = resourceWords(useText(resourcesText), d.name)!;
    return {
      onSuccess: (data: RaRecord) => {
        const name = nameOf(d.name, data);
        const message = kind === 'created' ? views.created(name, resource.name) : views.updated(name);
        // `_`: the text itself, not a key of the catalogue.
        notify(message, { type: 'info', messageArgs: { _: message } });
        redirect('show', d.name, data.id, data);
      },
    };
  };
  const GeneratedEdit = () => (
    <Edit mutationMode="pessimistic" mutationOptions={useSaved('updated')} title={title}>
      <SimpleForm toolbar={<EditToolbar />}>{useInputs('edit')}</SimpleForm>
    </Edit>
  );
  const GeneratedCreate = () => (
    <Create mutationOptions={useSaved('created')} title={title}>
      <SimpleForm>{useInputs('create')}</SimpleForm>
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
