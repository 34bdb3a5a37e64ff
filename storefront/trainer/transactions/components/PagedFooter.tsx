/**
 * The pager under the page's two tables (the sales, the earnings ledger): the page, the rows per page (a new size
 * goes back to the first page), in the page's words.
 */
import { TablePagination } from '@mui/material';
import { useText } from '../../../../src/i18n/text';
import { transactionsText } from '../i18n/en';

export function PagedFooter({ count, page, size, sizes, onPage, onSize }: {
  count: number;
  page: number;
  size: number;
  sizes: number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const t = useText(transactionsText);
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={sizes}
      onPageChange={(_e, p) => onPage(p)}
      labelRowsPerPage={t.rowsPerPage}
      labelDisplayedRows={({ from, to, count: total }) => t.displayedRows(from, to, total)}
      onRowsPerPageChange={(e) => {
        onSize(Number(e.target.value));
        onPage(0);
      }}
    />
  );
}
