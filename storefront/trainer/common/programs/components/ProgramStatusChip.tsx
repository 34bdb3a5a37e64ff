import { Chip, type ChipProps } from '@mui/material';
import { programsText } from '../i18n/en';
import { useText } from '../../../../../src/i18n/text';
import { readableChip } from '../../chip';
import { STATUS_COLOR, type ProgramStatus } from '../program-status';

export function ProgramStatusChip({ status, size = 'small' }: { status: ProgramStatus; size?: ChipProps['size'] }) {
  const t = useText(programsText);
  return <Chip size={size} label={t.status[status]} color={STATUS_COLOR[status]} data-testid="program-status" variant={status === 'draft' ? 'outlined' : 'filled'} sx={readableChip(STATUS_COLOR[status], status === 'draft' ? 'outlined' : 'filled')} />;
}
