import { Chip, type ChipProps } from '@mui/material';
import { STATUS_COLOR, STATUS_LABEL, type ProgramStatus } from '../program-status';

export function ProgramStatusChip({ status, size = 'small' }: { status: ProgramStatus; size?: ChipProps['size'] }) {
  return <Chip size={size} label={STATUS_LABEL[status]} color={STATUS_COLOR[status]} data-testid="program-status" variant={status === 'draft' ? 'outlined' : 'filled'} />;
}
